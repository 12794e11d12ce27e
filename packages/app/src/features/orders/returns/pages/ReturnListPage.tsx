import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  StatusTag,
  TabPanel,
  theme,
  Table,
  type TableColumn,
} from '@jiyun/design-system';
import {
  listTotal,
  listTotalText,
  RETURN_PAGE_SIZE,
  RETURN_SEARCH_FIELDS,
  returnOrderStatusTone,
  returnTotalIsCounted,
  type ReturnListItem,
} from '@jiyun/domain';
import { PageHeader } from '../../../../components/PageHeader';
import { tableDate } from '../../../../lib/dates';
import { languageFromStored } from '../../../../i18n/language';
import { useDelayed } from '../../../../lib/use-delayed';
import { urls } from '../../../../routes/urls';
import { ListToolbar } from '../../components/ListToolbar';
import { ORDER_TABS_ID, OrderTabs } from '../../components/OrderTabs';
import { returnFailureTextKey } from '../model/failure';
import {
  changeReturnListView,
  isFilteredReturnView,
  readReturnListView,
  returnListQueryOf,
  returnListSearchParams,
  returnPagedRows,
  type ReturnListView,
} from '../model/return-list-view';
import { useReturns } from '../queries';
import '../resources';

const StyledNone = styled.span`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

/**
 * /orders/returnOrder: the returns tab of /orders (spec 2) with date range, status, search with
 * a field selector (A38) and 12 rows a page, all in the URL. A failed load shows the empty table
 * with the failure and a retry (spec 8).
 */
export function ReturnListPage() {
  const { t, i18n } = useTranslation(['returns', 'orders']);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = readReturnListView(params);
  const query = returnListQueryOf(view);
  const returns = useReturns(query);
  const slow = useDelayed(returns.isFetching && !returns.isPlaceholderData && !returns.data);
  const show = (change: Partial<ReturnListView>) =>
    setParams(returnListSearchParams(changeReturnListView(view, change)));

  const locale = i18n.language === 'en' ? 'en' : 'zh-Hans';
  const language = languageFromStored(i18n.language);
  const total = returns.data ? listTotal(returns.data.results, returnTotalIsCounted(query)) : null;
  const filtered = isFilteredReturnView(view);
  const empty = !returns.isError && returns.data?.results === 0;
  const failure = returns.isError ? t(returnFailureTextKey('list', returns.error)) : undefined;

  const columns: TableColumn<ReturnListItem>[] = [
    { key: 'returnNo', header: t('list.columns.returnNo'), kind: 'identifier' },
    {
      key: 'original_order_no',
      header: t('list.columns.orderNo'),
      kind: 'identifier',
      render: (row) => row.original_order_no ?? '',
    },
    {
      key: 'tracking_number',
      header: t('list.columns.trackingNumber'),
      kind: 'identifier',
      // The return's own number exists once it ships; the parcel's inbound number is not the
      // return's (the detail shows it, labelled as the parcel's).
      render: (row) => row.tracking_number ?? <StyledNone>{t('list.noTracking')}</StyledNone>,
    },
    {
      key: 'username',
      header: t('list.columns.username'),
      maxWidth: '14em',
      render: (row) => row.customers.username,
    },
    {
      key: 'created_at',
      header: t('list.columns.createdAt'),
      kind: 'date',
      render: (row) => tableDate(row.created_at, language),
    },
    {
      key: 'status',
      header: t('list.columns.status'),
      render: (row) => (
        <StatusTag
          tone={returnOrderStatusTone(row.status)}
          label={t(`orders:status.${row.status}`)}
        />
      ),
    },
    {
      key: 'manage',
      header: t('list.columns.manage'),
      kind: 'action',
      render: (row) => (
        <Button
          variant="text"
          size="sm"
          aria-label={t('list.manageReturn', { returnNo: row.returnNo })}
          onClick={() => void navigate(urls.returns.detail(row.id))}
        >
          {t('orders:list.manage')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('orders:title')} />
      <OrderTabs value="returns" />
      <TabPanel tabsId={ORDER_TABS_ID} value="returns">
        <ListToolbar
          view={view}
          searchLabel={t('list.search')}
          fields={RETURN_SEARCH_FIELDS.map((field) => ({
            value: field,
            label: t(`list.searchFields.${field}`),
          }))}
          total={total && t('list.total', { amount: listTotalText(total, locale) })}
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
            rows={returns.data?.data ?? []}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.returnNo}
            loading={slow}
            error={failure}
            onRetry={() => void returns.refetch()}
            pageSize={RETURN_PAGE_SIZE}
            page={view.page}
            totalRows={returnPagedRows(returns.data?.results ?? 0)}
            onPageChange={(page) => show({ page })}
            labels={{
              loading: t('list.loading'),
              retry: t('orders:actions.retry'),
              empty: t('list.emptyTitle'),
              paginator: {
                previous: t('orders:list.previous'),
                next: t('orders:list.next'),
                page: t('orders:list.page'),
                nav: t('orders:list.pages'),
              },
            }}
          />
        )}
      </TabPanel>
    </>
  );
}
