import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Checkbox,
  DateRangePicker,
  EmptyState,
  FilterDropdown,
  Loading,
  SearchBar,
  StatusTag,
  Table,
  theme,
  type DateRange,
  type TableColumn,
} from '@jiyun/design-system';
import {
  PARCEL_PAGE_SIZE,
  PARCEL_SEARCH_FIELDS,
  listTotal,
  listTotalText,
  parcelTotalIsCapped,
  warehouseStatusTone,
  type Parcel,
} from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';
import { PageHeader } from '../../../components/PageHeader';
import { ParcelPanel } from '../components/ParcelPanel';
import { ShelfLabelsModal } from '../components/ShelfLabelsModal';
import { ParcelStatusCell } from '../components/ParcelStatusCell';
import { WarehouseBreadcrumb } from '../components/WarehouseBreadcrumb';
import {
  changeInventoryView,
  createdRangeChange,
  inventorySearchParams,
  isFilteredView,
  parcelListQueryOf,
  readInventoryView,
  type InventoryView,
} from '../model/inventory-view';
import { languageFromStored } from '../../../i18n/language';
import { dateFromIso, isoFromDate, pickerDateFormat, tableDate } from '../../../lib/dates';
import { datePickerLabels } from '../../../forms/date-picker-labels';
import { PARCEL_FILTER_STATUSES, parcelStatusLabelKey } from '../model/parcel-status';
import { useParcels, useWarehouse } from '../queries';
import { useDelayed } from '../../../lib/use-delayed';
import { urls } from '../../../routes/urls';

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

// A row of their own under the toolbar: beside it they pushed the date range onto a second line.
const StyledFigureFilters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]};
  margin: calc(-1 * ${theme.space[2]}) 0 ${theme.space[4]};
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

/** /warehouse/{id}: the parcel inventory with filter, search, pages and the parcel side panel. */
export function WarehouseInventoryPage() {
  const { t, i18n } = useTranslation('warehouses');
  const language = languageFromStored(i18n.language);
  const navigate = useNavigate();
  const { warehouseId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const view = readInventoryView(params);
  const warehouse = useWarehouse(warehouseId);
  const query = parcelListQueryOf(view);
  const parcels = useParcels(warehouseId, query);
  const [searchText, setSearchText] = useState(view.search);
  const slow = useDelayed(parcels.isFetching && !parcels.isPlaceholderData && !parcels.data);

  // The first day of a range is picked before the list changes: a draft until the second.
  const [range, setRange] = useState<DateRange>(() => rangeOf(view.createdFrom, view.createdTo));

  // Back and forward move through views: the box follows the URL (adjusted while rendering).
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

  const show = (change: Partial<InventoryView>) =>
    setParams(inventorySearchParams(changeInventoryView(view, change)));
  const [shelfLabels, setShelfLabels] = useState(false);

  if (warehouse.isPending) return <Loading label={t('list.loading')} />;
  if (warehouse.isError) {
    const notFound = readApiFailure(warehouse.error).status === 404;
    return (
      <>
        <PageHeader
          breadcrumb={<WarehouseBreadcrumb items={[]} />}
          title={notFound ? t('inventory.notFound') : t('inventory.loadFailed')}
        />
        {!notFound && (
          <Alert tone="error">
            {t('inventory.loadFailed')}{' '}
            <Button variant="text" size="sm" onClick={() => void warehouse.refetch()}>
              {t('actions.retry')}
            </Button>
          </Alert>
        )}
      </>
    );
  }

  const { data: house } = warehouse;
  const filtered = isFilteredView(view);
  const empty = !parcels.isError && parcels.data?.results === 0;
  const columns: TableColumn<Parcel>[] = [
    { key: 'parcel_id', header: t('inventory.columns.parcel_id'), kind: 'identifier' },
    // Ids may be 64 characters: past a 20-character id they end in "…" (the whole id is the
    // cell's title and the side panel's), so one long id cannot push the table sideways.
    {
      key: 'tracking_id',
      header: t('inventory.columns.tracking_id'),
      kind: 'identifier',
      maxWidth: '14em',
    },
    {
      key: 'personal_id',
      header: t('inventory.columns.personal_id'),
      kind: 'identifier',
      maxWidth: '10em',
    },
    {
      key: 'status',
      header: t('inventory.columns.status'),
      render: (row) => <ParcelStatusCell parcel={row} />,
    },
    { key: 'weight', header: t('inventory.columns.weight'), kind: 'number' },
    {
      key: 'dimensions',
      header: t('inventory.columns.dimensions'),
      kind: 'number',
      render: (row) => `${row.length} × ${row.width} × ${row.height}`,
    },
    { key: 'shelf_location', header: t('inventory.columns.shelf_location'), kind: 'identifier' },
    {
      key: 'inbound_date',
      header: t('inventory.columns.inbound_date'),
      kind: 'date',
      render: (row) => tableDate(row.inbound_date, language),
    },
    { key: 'storage_days', header: t('inventory.columns.storage_days'), kind: 'number' },
    {
      key: 'overdue_fee',
      header: t('inventory.columns.overdue_fee'),
      kind: 'number',
      render: (row) => row.overdue_fee.toFixed(2),
    },
  ];

  return (
    <>
      <PageHeader
        breadcrumb={<WarehouseBreadcrumb items={[{ label: house.warehouse_name }]} />}
        title={house.warehouse_name}
        tag={
          <StatusTag
            tone={warehouseStatusTone(house.status)}
            label={t(`warehouseStatus.${house.status}`)}
          />
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setShelfLabels(true)}>
              {t('inventory.shelfLabels')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => void navigate(urls.warehouses.settings(house.id))}
            >
              {t('inventory.settings')}
            </Button>
            <Button
              variant="primary"
              onClick={() => void navigate(urls.warehouses.newParcel(house.id))}
            >
              {t('inventory.newParcel')}
            </Button>
          </>
        }
      />
      <StyledToolbar>
        <SearchBar
          label={t('inventory.search')}
          value={searchText}
          onChange={setSearchText}
          onSearch={(search) => show({ search })}
          debounceMs={SEARCH_DEBOUNCE_MS}
          clearLabel={t('inventory.clearSearch')}
          fields={PARCEL_SEARCH_FIELDS.map((field) => ({
            value: field,
            label: t(`inventory.searchFields.${field}`),
          }))}
          field={view.searchField}
          onFieldChange={(field) => show({ searchField: field as InventoryView['searchField'] })}
          fieldLabel={t('inventory.searchField')}
        />
        <FilterDropdown
          label={t('inventory.statusFilter')}
          options={PARCEL_FILTER_STATUSES.map((status) => ({
            value: status,
            label: t(parcelStatusLabelKey(status)),
          }))}
          value={view.statuses}
          onApply={(statuses) => show({ statuses: statuses as InventoryView['statuses'] })}
          applyLabel={t('inventory.apply')}
          clearLabel={t('inventory.clear')}
        />
        <DateRangePicker
          label={t('inventory.receivedRange')}
          placeholder={t('inventory.receivedRangePlaceholder')}
          invalidLabel={t('inventory.receivedRangeInvalid')}
          dateFormat={pickerDateFormat(language)}
          labels={datePickerLabels((word) => t(`parcel.datePicker.${word}`), i18n.language)}
          min={FILTER_EARLIEST}
          max={FILTER_LATEST}
          value={range}
          onChange={(picked) => {
            setRange(picked);
            const change = createdRangeChange({
              from: isoFromDate(picked.from),
              to: isoFromDate(picked.to),
            });
            if (change) show(change);
          }}
        />
        {parcels.data && (
          <StyledTotal aria-live="polite">
            {/* A search's total stops at the cap: "10,000+", as on the orders. */}
            {t('inventory.total', {
              figure: listTotalText(
                listTotal(parcels.data.results, parcelTotalIsCapped(query)),
                i18n.language === 'en' ? 'en' : 'zh-Hans',
              ),
            })}
          </StyledTotal>
        )}
      </StyledToolbar>
      {/* What the warehouse card's figures count, under the card's words: its links land here. */}
      <StyledFigureFilters>
        <Checkbox
          label={t('list.figures.problemParcels')}
          checked={view.problem}
          onChange={(event) => show({ problem: event.currentTarget.checked })}
        />
        <Checkbox
          label={t('list.figures.overdue')}
          checked={view.overdue}
          onChange={(event) => show({ overdue: event.currentTarget.checked })}
        />
      </StyledFigureFilters>
      {empty ? (
        // Without rows there is no table to scroll through: the empty state stands alone.
        <EmptyState
          headingLevel={2}
          illustration={filtered ? 'search' : 'box'}
          title={filtered ? t('inventory.noMatchTitle') : t('inventory.emptyTitle')}
          description={
            filtered ? t('inventory.noMatchDescription') : t('inventory.emptyDescription')
          }
        />
      ) : (
        <Table
          caption={t('inventory.caption', { name: house.warehouse_name })}
          captionHidden
          // Ten columns beside the navigation at 1280 px, in both languages (ADR 0055).
          density="compact"
          columns={columns}
          rows={parcels.data?.data ?? []}
          getRowId={(row) => String(row.parcel_id)}
          getRowLabel={(row) => row.tracking_id}
          onRowClick={(row) => show({ parcel: String(row.parcel_id) })}
          loading={slow}
          error={parcels.isError ? t('inventory.parcelsFailed') : undefined}
          onRetry={() => void parcels.refetch()}
          pageSize={PARCEL_PAGE_SIZE}
          page={view.page}
          totalRows={parcels.data?.results ?? 0}
          onPageChange={(page) => show({ page })}
          labels={{
            loading: t('inventory.loading'),
            retry: t('actions.retry'),
            empty: t('inventory.emptyTitle'),
            paginator: {
              previous: t('inventory.previous'),
              next: t('inventory.next'),
              page: t('inventory.page'),
              nav: t('inventory.pages'),
            },
          }}
        />
      )}
      <ShelfLabelsModal
        warehouseId={house.id}
        open={shelfLabels}
        onClose={() => setShelfLabels(false)}
      />
      <ParcelPanel
        warehouseId={house.id}
        parcelId={view.parcel}
        onClose={() => show({ parcel: null })}
      />
    </>
  );
}
