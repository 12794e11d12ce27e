import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import {
  DateRangePicker,
  FilterDropdown,
  SearchBar,
  theme,
  type DateRange,
} from '@jiyun/design-system';
import { ORDER_STATUSES, type OrderStatus } from '@jiyun/domain';
import { datePickerLabels } from '../../../forms/date-picker-labels';
import { languageFromStored } from '../../../i18n/language';
import { dateFromIso, isoFromDate, pickerDateFormat } from '../../../lib/dates';

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

/** The filter part of a list under /orders, as its URL keeps it. */
export interface ListFilters<Field extends string> {
  statuses: OrderStatus[];
  search: string;
  searchField: Field;
  createdFrom: string;
  createdTo: string;
}

export interface ListToolbarProps<Field extends string> {
  /** The filters as the URL has them. */
  view: ListFilters<Field>;
  /** Accessible name of the search box. */
  searchLabel: string;
  /** The fields the search can look in, with their words. */
  fields: readonly { value: Field; label: string }[];
  /** The total as the page says it ("137 orders"), once known. */
  total?: ReactNode;
  /** Buttons that act on the list (Export), after the filters. */
  actions?: ReactNode;
  /** Applies a change of filter (the page goes back to 1). */
  onChange: (change: Partial<ListFilters<Field>>) => void;
}

/**
 * The toolbar of the lists under /orders (orders, returns): search with a field selector
 * (debounced), the status filter (every status, A26) and the creation date range, all kept in
 * the URL by the page; back and forward move the box and the picker with the URL.
 */
export function ListToolbar<Field extends string>({
  view,
  searchLabel,
  fields,
  total,
  actions,
  onChange,
}: ListToolbarProps<Field>) {
  const { t, i18n } = useTranslation('orders');
  const [searchText, setSearchText] = useState(view.search);
  // The first day of a range is picked before the list changes: a draft until the second.
  const [range, setRange] = useState<DateRange>(() => rangeOf(view.createdFrom, view.createdTo));

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

  return (
    <StyledToolbar>
      <SearchBar
        label={searchLabel}
        value={searchText}
        onChange={setSearchText}
        onSearch={(search) => onChange({ search })}
        debounceMs={SEARCH_DEBOUNCE_MS}
        clearLabel={t('list.clearSearch')}
        fields={fields.map((field) => ({ value: field.value, label: field.label }))}
        field={view.searchField}
        onFieldChange={(field) => onChange({ searchField: field as Field })}
        fieldLabel={t('list.searchField')}
      />
      <FilterDropdown
        label={t('list.statusFilter')}
        options={ORDER_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
        value={view.statuses}
        onApply={(statuses) => onChange({ statuses: statuses as OrderStatus[] })}
        applyLabel={t('list.apply')}
        clearLabel={t('list.clear')}
      />
      <DateRangePicker
        label={t('list.createdRange')}
        placeholder={t('list.createdRangePlaceholder')}
        invalidLabel={t('list.createdRangeInvalid')}
        dateFormat={pickerDateFormat(languageFromStored(i18n.language))}
        labels={datePickerLabels((word) => t(`datePicker.${word}`), i18n.language)}
        min={FILTER_EARLIEST}
        max={FILTER_LATEST}
        value={range}
        onChange={(picked) => {
          setRange(picked);
          const from = isoFromDate(picked.from);
          const to = isoFromDate(picked.to);
          // One end alone waits for the other rather than reloading between two clicks.
          if (Boolean(from) === Boolean(to)) onChange({ createdFrom: from, createdTo: to });
        }}
      />
      {actions}
      {total ? <StyledTotal aria-live="polite">{total}</StyledTotal> : null}
    </StyledToolbar>
  );
}
