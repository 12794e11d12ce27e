import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  DateRangePicker,
  EmptyState,
  FilterDropdown,
  SearchBar,
  StatusTag,
  TabPanel,
  Table,
  theme,
  useToast,
  type DateRange,
  type TableColumn,
} from '@jiyun/design-system';
import {
  listTotal,
  listTotalText,
  ORDER_PAGE_SIZE,
  ORDER_SEARCH_FIELDS,
  ORDER_STATUSES,
  orderStatusTone,
  orderTotalIsCounted,
  type OrderListItem,
} from '@jiyun/domain';
import { PageHeader } from '../../../components/PageHeader';
import { datePickerLabels } from '../../../forms/date-picker-labels';
import { dateFromIso, isoFromDate, tableDate } from '../../../lib/dates';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';
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

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};

  > :first-child {
    flex: 1 1 360px;
  }
`;

const StyledTotal = styled.p`
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

const SEARCH_DEBOUNCE_MS = 500;
// The API's bounds of a list filter's dates (ADR 0028).
const FILTER_EARLIEST = new Date(1970, 0, 1);
const FILTER_LATEST = new Date(2100, 11, 31);

const rangeOf = (from: string, to: string): DateRange => ({
  from: dateFromIso(from),
  to: dateFromIso(to),
});

/** /orders: the order list with date range, status, search, pages and selection. */
export function OrderListPage() {
  const { t, i18n } = useTranslation('orders');
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const view = readOrderListView(params);
  const query = orderListQueryOf(view);
  const orders = useOrders(query);
  const [searchText, setSearchText] = useState(view.search);
  const [selected, setSelected] = useState<string[]>([]);
  const toast = useToast();
  const exporting = useExportOrders({
    onError: (error) =>
      toast.show({ tone: 'error', message: t(orderFailureTextKey('export', error)) }),
  });
  const slow = useDelayed(orders.isFetching && !orders.isPlaceholderData && !orders.data);
  // The first day of a range is picked before the list changes: a draft until the second.
  const [range, setRange] = useState<DateRange>(() => rangeOf(view.createdFrom, view.createdTo));

  // Back and forward move through views: the box and the picker follow the URL.
  const [urlSearch, setUrlSearch] = useState(view.search);
  if (urlSearch !== view.search) {
    setUrlSearch(view.search);
    setSearchText(view.search);
  }
  const urlRangeKey = `${view.createdFrom}/${view.createdTo}`;
  const [urlRange, setUrlRange] = useState(urlRangeKey);
  if (urlRange !== urlRangeKey) {
    setUrlRange(urlRangeKey);
    setRange(rangeOf(view.createdFrom, view.createdTo));
  }

  const show = (change: Partial<OrderListView>) =>
    setParams(orderListSearchParams(changeOrderListView(view, change)));

  const locale = i18n.language === 'en' ? 'en' : 'zh-Hans';
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
      render: (row) => tableDate(row.created_at),
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
        <StyledToolbar>
          <SearchBar
            label={t('list.search')}
            value={searchText}
            onChange={setSearchText}
            onSearch={(search) => show({ search })}
            debounceMs={SEARCH_DEBOUNCE_MS}
            clearLabel={t('list.clearSearch')}
            fields={ORDER_SEARCH_FIELDS.map((field) => ({
              value: field,
              label: t(`list.searchFields.${field}`),
            }))}
            field={view.searchField}
            onFieldChange={(field) => show({ searchField: field as OrderListView['searchField'] })}
            fieldLabel={t('list.searchField')}
          />
          <FilterDropdown
            label={t('list.statusFilter')}
            options={ORDER_STATUSES.map((status) => ({
              value: status,
              label: t(`status.${status}`),
            }))}
            value={view.statuses}
            onApply={(statuses) => show({ statuses: statuses as OrderListView['statuses'] })}
            applyLabel={t('list.apply')}
            clearLabel={t('list.clear')}
          />
          <DateRangePicker
            label={t('list.createdRange')}
            placeholder={t('list.createdRangePlaceholder')}
            invalidLabel={t('list.createdRangeInvalid')}
            labels={datePickerLabels((word) => t(`datePicker.${word}`), i18n.language)}
            min={FILTER_EARLIEST}
            max={FILTER_LATEST}
            value={range}
            onChange={(picked) => {
              setRange(picked);
              const from = isoFromDate(picked.from);
              const to = isoFromDate(picked.to);
              // One end alone waits for the other rather than reloading between two clicks.
              if (Boolean(from) === Boolean(to)) show({ createdFrom: from, createdTo: to });
            }}
          />
          <Button
            variant="secondary"
            loading={exporting.isPending}
            onClick={() => exporting.mutate(orderExportQueryOf(view, selected))}
          >
            {selected.length > 0
              ? t('list.exportSelected', { count: selected.length })
              : t('list.export')}
          </Button>
          {total && (
            <StyledTotal aria-live="polite">
              {t('list.total', { amount: listTotalText(total, locale) })}
              {selected.length > 0 && ` · ${t('list.selected', { count: selected.length })}`}
            </StyledTotal>
          )}
        </StyledToolbar>
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
