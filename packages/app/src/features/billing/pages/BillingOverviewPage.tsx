import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  StatusTag,
  TabPanel,
  Table,
  theme,
  type TableColumn,
} from '@jiyun/design-system';
import {
  listTotal,
  listTotalText,
  SETTLEMENT_CURRENCY,
  SETTLEMENT_PAGE_SIZE,
  settlementAllows,
  settlementStatusTone,
  type SettlementListItem,
} from '@jiyun/domain';
import { PageHeader } from '../../../components/PageHeader';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { money } from '../../../lib/money';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { BILLING_TABS_ID, BillingTabs } from '../components/BillingTabs';
import { BillingToolbar } from '../components/BillingToolbar';
import { SettlementDocumentsModal } from '../components/SettlementDocumentsModal';
import { SettlementTiles } from '../components/SettlementTiles';
import { billingFailureTextKey } from '../model/failure';
import {
  billingOverviewQueryOf,
  billingOverviewSearchParams,
  changeBillingOverviewView,
  isFilteredBillingView,
  readBillingOverviewView,
  settlementPagedRows,
  settlementTotalIsCounted,
  type BillingOverviewView,
} from '../model/overview-view';
import { useBillingOverview } from '../queries';
import '../resources';

// Rows hold one to three actions: they sit at the column's end, so "Details" lines up in every row.
const StyledActions = styled.span`
  display: inline-flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

/**
 * /billing/overview (spec §2, §3): the tiles, the filters (cycle, status, search with a field)
 * and 10 statements a page, all in the URL. Confirm opens the documents upload, View a rejected
 * statement's reason and the upload again; a failed load shows the empty table with a retry.
 */
export function BillingOverviewPage() {
  const { t, i18n } = useTranslation('billing');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [confirming, setConfirming] = useState<SettlementListItem | null>(null);
  const view = readBillingOverviewView(params);
  const query = billingOverviewQueryOf(view);
  const overview = useBillingOverview(query);
  const slow = useDelayed(overview.isFetching && !overview.isPlaceholderData && !overview.data);
  const show = (change: Partial<BillingOverviewView>) =>
    setParams(billingOverviewSearchParams(changeBillingOverviewView(view, change)));

  const locale = i18n.language === 'en' ? 'en' : 'zh-Hans';
  const language = languageFromStored(i18n.language);
  const total = overview.data
    ? listTotal(overview.data.results, settlementTotalIsCounted(query))
    : null;
  const filtered = isFilteredBillingView(view);
  const empty = !overview.isError && overview.data?.results === 0;
  const failure = overview.isError
    ? t(billingFailureTextKey('overview', overview.error))
    : undefined;
  const amount = (value: number) => money(value, SETTLEMENT_CURRENCY);

  const columns: TableColumn<SettlementListItem>[] = [
    { key: 'id', header: t('list.columns.id'), kind: 'identifier' },
    {
      key: 'cycle',
      header: t('list.columns.cycle'),
      kind: 'date',
      render: (row) =>
        t('list.cycle', {
          from: tableDate(row.cycle_from, language),
          to: tableDate(row.cycle_to, language),
        }),
    },
    {
      key: 'total_amount',
      header: t('list.columns.totalAmount'),
      kind: 'number',
      render: (row) => amount(row.total_amount),
    },
    {
      key: 'payable_amount',
      header: t('list.columns.payableAmount'),
      kind: 'number',
      render: (row) => amount(row.payable_amount),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (row) => (
        <StatusTag tone={settlementStatusTone(row.status)} label={t(`status.${row.status}`)} />
      ),
    },
    {
      key: 'actions',
      header: t('list.columns.actions'),
      kind: 'action',
      align: 'end',
      render: (row) => (
        <StyledActions>
          {row.status === 'unconfirmed' && settlementAllows(row.status, 'confirm') && (
            <Button
              variant="text"
              size="sm"
              aria-label={t('list.confirmSettlement', { id: row.id })}
              onClick={() => setConfirming(row)}
            >
              {t('list.confirm')}
            </Button>
          )}
          {settlementAllows(row.status, 'view_reason') && (
            <Button
              variant="text"
              size="sm"
              aria-label={t('list.viewSettlement', { id: row.id })}
              onClick={() => setConfirming(row)}
            >
              {t('list.view')}
            </Button>
          )}
          <Button
            variant="text"
            size="sm"
            aria-label={t('list.openSettlement', { id: row.id })}
            onClick={() => void navigate(urls.billing.settlement(row.id))}
          >
            {t('list.details')}
          </Button>
        </StyledActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <BillingTabs value="overview" />
      <TabPanel tabsId={BILLING_TABS_ID} value="overview">
        <SettlementTiles figures={overview.data} />
        <BillingToolbar
          view={view}
          total={total && t('list.total', { amount: listTotalText(total, locale) })}
          // The spec shows Download on the overview, disabled: there is no export of statements yet.
          actions={
            <Button variant="secondary" disabled title={t('list.downloadUnavailable')}>
              {t('list.download')}
            </Button>
          }
          onChange={show}
        />
        {empty ? (
          <EmptyState
            headingLevel={2}
            illustration={filtered ? 'search' : 'box'}
            title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
            description={filtered ? t('list.noMatchDescription') : t('list.emptyDescription')}
          />
        ) : (
          <Table
            caption={t('list.caption')}
            captionHidden
            columns={columns}
            rows={overview.data?.settlements ?? []}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.id}
            loading={slow}
            error={failure}
            onRetry={() => void overview.refetch()}
            pageSize={SETTLEMENT_PAGE_SIZE}
            page={view.page}
            totalRows={settlementPagedRows(overview.data?.results ?? 0)}
            onPageChange={(page) => show({ page })}
            labels={{
              loading: t('list.loading'),
              retry: t('list.retry'),
              empty: t('list.emptyTitle'),
              paginator: {
                previous: t('list.previous'),
                next: t('list.next'),
                page: t('list.page'),
                nav: t('list.pages'),
              },
            }}
          />
        )}
      </TabPanel>
      <SettlementDocumentsModal settlement={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
