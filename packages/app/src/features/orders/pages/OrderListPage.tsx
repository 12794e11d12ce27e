import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  StatusTag,
  TabPanel,
  Table,
  useToast,
  type TableColumn,
} from '@jiyun/design-system';
import {
  listTotal,
  listTotalText,
  ORDER_PAGE_SIZE,
  ORDER_SEARCH_FIELDS,
  orderStatusTone,
  orderTotalIsCounted,
  type OrderListItem,
} from '@jiyun/domain';
import { PageHeader } from '../../../components/PageHeader';
import { tableDate } from '../../../lib/dates';
import { languageFromStored } from '../../../i18n/language';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
import { ListToolbar } from '../components/ListToolbar';
import { PrintSelectedOrders } from '../components/PrintSelectedOrders';
import { ORDER_TABS_ID, OrderTabs } from '../components/OrderTabs';
import {
  changeOrderListView,
  isFilteredOrderView,
  orderExportQueryOf,
  orderListQueryOf,
  orderListSearchParams,
  orderPagedRows,
  readOrderListView,
  type OrderListView,
} from '../model/order-list-view';
import { useExportOrders, useOrders } from '../queries';
import { orderFailureTextKey } from '../model/failure';

/** /orders: the order list with date range, status, search, pages and selection. */
export function OrderListPage() {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = readOrderListView(params);
  const query = orderListQueryOf(view);
  const orders = useOrders(query);
  const [selected, setSelected] = useState<string[]>([]);
  const toast = useToast();
  const exporting = useExportOrders({
    onError: (error) =>
      toast.show({ tone: 'error', message: t(orderFailureTextKey('export', error)) }),
  });
  const slow = useDelayed(orders.isFetching && !orders.isPlaceholderData && !orders.data);
  const show = (change: Partial<OrderListView>) =>
    setParams(orderListSearchParams(changeOrderListView(view, change)));

  const locale = i18n.language === 'en' ? 'en' : 'zh-Hans';
  const language = languageFromStored(i18n.language);
  const total = orders.data ? listTotal(orders.data.results, orderTotalIsCounted(query)) : null;
  const filtered = isFilteredOrderView(view);
  const empty = !orders.isError && orders.data?.results === 0;
  const failure = orders.isError ? t(orderFailureTextKey('list', orders.error)) : undefined;

  const columns: TableColumn<OrderListItem>[] = [
    { key: 'orderNo', header: t('list.columns.orderNo'), kind: 'identifier' },
    {
      key: 'tracking_number',
      header: t('list.columns.trackingNumber'),
      kind: 'identifier',
      render: (row) => row.tracking_number ?? '',
    },
    {
      key: 'route_code',
      header: t('list.columns.routeCode'),
      kind: 'identifier',
      render: (row) => row.shipping_lines.shipping_route.code,
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
        <StatusTag tone={orderStatusTone(row.status)} label={t(`status.${row.status}`)} />
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
          aria-label={t('list.manageOrder', { orderNo: row.orderNo })}
          onClick={() => void navigate(urls.orders.detail(row.id))}
        >
          {t('list.manage')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('title')} />
      <OrderTabs value="orders" />
      <TabPanel tabsId={ORDER_TABS_ID} value="orders">
        <ListToolbar
          view={view}
          searchLabel={t('list.search')}
          fields={ORDER_SEARCH_FIELDS.map((field) => ({
            value: field,
            label: t(`list.searchFields.${field}`),
          }))}
          actions={
            <>
              <Button
                variant="secondary"
                loading={exporting.isPending}
                onClick={() => exporting.mutate(orderExportQueryOf(view, selected))}
              >
                {selected.length > 0
                  ? t('list.exportSelected', { count: selected.length })
                  : t('list.export')}
              </Button>
              {selected.length > 0 && <PrintSelectedOrders orderIds={selected} />}
            </>
          }
          total={
            total && (
              <>
                {t('list.total', { amount: listTotalText(total, locale) })}
                {selected.length > 0 && ` · ${t('list.selected', { count: selected.length })}`}
              </>
            )
          }
          onChange={show}
        />
        {empty ? (
          // Without rows there is no table to scroll through: the empty state stands alone.
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
            rows={orders.data?.data ?? []}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.orderNo}
            selectable
            selectedIds={selected}
            onSelectionChange={setSelected}
            loading={slow}
            error={failure}
            onRetry={() => void orders.refetch()}
            pageSize={ORDER_PAGE_SIZE}
            page={view.page}
            totalRows={orderPagedRows(orders.data?.results ?? 0)}
            onPageChange={(page) => show({ page })}
            labels={{
              selectAll: t('list.selectAll'),
              selectRow: t('list.selectRow'),
              loading: t('list.loading'),
              retry: t('actions.retry'),
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
    </>
  );
}
