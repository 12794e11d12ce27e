import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Breadcrumb,
  Button,
  Card,
  Loading,
  StatusTag,
  Table,
  theme,
  type TableColumn,
} from '@jiyun/design-system';
import {
  settlementAllows,
  settlementStatusTone,
  type SettlementDetail,
  type SettlementLine,
} from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../components/Facts';
import { PageHeader } from '../../../components/PageHeader';
import { BreadcrumbRouterLink } from '../../../components/router-links';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { SettlementDocuments } from '../components/SettlementDocuments';
import { SettlementDocumentsModal } from '../components/SettlementDocumentsModal';
import { billingFailureTextKey } from '../model/failure';
import { money } from '../../../lib/money';
import { useSettlement } from '../queries';
import '../resources';

const StyledSections = styled.div`
  display: grid;
  gap: ${theme.space[5]};
`;

function SettlementBreadcrumb({ id }: { id?: string }) {
  const { t } = useTranslation(['billing', 'layout', 'orders']);
  return (
    <Breadcrumb
      label={t('orders:detail.breadcrumb')}
      items={[
        { label: t('layout:nav.billing'), href: urls.billing.overview() },
        ...(id ? [{ label: t('detail.title', { id }) }] : []),
      ]}
      linkComponent={BreadcrumbRouterLink}
    />
  );
}

function SettlementSections({ settlement }: { settlement: SettlementDetail }) {
  const { t, i18n } = useTranslation('billing');
  const language = languageFromStored(i18n.language);
  const amount = (value: number) => money(value, settlement.currency);
  const columns: TableColumn<SettlementLine>[] = [
    {
      key: 'kind',
      header: t('detail.lineColumns.kind'),
      render: (row) => t(`detail.kind.${row.kind}`),
    },
    { key: 'number', header: t('detail.lineColumns.number'), kind: 'identifier' },
    {
      key: 'completed_at',
      header: t('detail.lineColumns.completedAt'),
      kind: 'date',
      render: (row) => tableDate(row.completed_at, language),
    },
    {
      key: 'total_amount',
      header: t('detail.lineColumns.totalAmount'),
      kind: 'number',
      render: (row) => amount(row.total_amount),
    },
    {
      key: 'platform_fee',
      header: t('detail.lineColumns.platformFee'),
      kind: 'number',
      render: (row) => amount(row.platform_fee),
    },
    {
      key: 'payable_amount',
      header: t('detail.lineColumns.payableAmount'),
      kind: 'number',
      render: (row) => amount(row.payable_amount),
    },
  ];
  return (
    <StyledSections>
      {settlement.status === 'rejected' && settlement.rejection_reason && (
        <Alert tone="error" title={t('detail.rejectionReason')}>
          {settlement.rejection_reason}
        </Alert>
      )}
      <Card as="section" title={t('detail.facts')} headingLevel={2}>
        <StyledFacts>
          <Fact label={t('detail.cycle')}>
            {t('list.cycle', {
              from: tableDate(settlement.cycle_from, language),
              to: tableDate(settlement.cycle_to, language),
            })}
          </Fact>
          <Fact label={t('detail.totalAmount')}>{amount(settlement.total_amount)}</Fact>
          <Fact label={t('detail.platformFee')}>{amount(settlement.platform_fee)}</Fact>
          <Fact label={t('detail.payableAmount')}>{amount(settlement.payable_amount)}</Fact>
          <Fact label={t('detail.issuedAt')}>{tableDate(settlement.created_at, language)}</Fact>
          <Fact label={t('detail.submittedAt')}>
            {tableDate(settlement.submitted_at, language)}
          </Fact>
          <Fact label={t('detail.reviewedAt')}>{tableDate(settlement.reviewed_at, language)}</Fact>
        </StyledFacts>
      </Card>
      <Card as="section" title={t('detail.lines')} headingLevel={2}>
        <Table
          caption={t('detail.lines')}
          captionHidden
          columns={columns}
          rows={settlement.lines}
          getRowId={(row) => `${row.kind}-${row.number}`}
          getRowLabel={(row) => row.number}
          labels={{
            loading: t('detail.loading'),
            retry: t('list.retry'),
            empty: t('detail.noLines'),
          }}
        />
      </Card>
      <SettlementDocuments documents={settlement.documents} />
    </StyledSections>
  );
}

/**
 * /billing/overview/{statement number}: one statement with its itemised orders and returns, the
 * documents sent (downloadable) and, while allowed, the upload (spec §3, §4, issue 16).
 */
export function SettlementDetailPage() {
  const { t } = useTranslation('billing');
  const { settlementId = '' } = useParams();
  const found = useSettlement(settlementId);
  const slow = useDelayed(found.isPending);
  const [uploading, setUploading] = useState(false);

  if (found.isPending) return slow ? <Loading label={t('detail.loading')} /> : null;
  if (found.isError) {
    const key = billingFailureTextKey('detail', found.error);
    return (
      <>
        <PageHeader breadcrumb={<SettlementBreadcrumb />} title={t('title')} />
        <Alert tone="error">
          {t(key)}{' '}
          {key === 'failures.load_settlement' && (
            <Button variant="text" size="sm" onClick={() => void found.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </Alert>
      </>
    );
  }

  const { data } = found;
  const rejected = settlementAllows(data.status, 'view_reason');
  return (
    <>
      <PageHeader
        breadcrumb={<SettlementBreadcrumb id={data.id} />}
        title={t('detail.title', { id: data.id })}
        tag={
          <StatusTag tone={settlementStatusTone(data.status)} label={t(`status.${data.status}`)} />
        }
        actions={
          settlementAllows(data.status, 'confirm') ? (
            <Button onClick={() => setUploading(true)}>
              {rejected ? t('rejected.uploadAgain') : t('list.confirm')}
            </Button>
          ) : undefined
        }
      />
      <SettlementSections settlement={data} />
      <SettlementDocumentsModal
        settlement={uploading ? data : null}
        onClose={() => setUploading(false)}
      />
    </>
  );
}
