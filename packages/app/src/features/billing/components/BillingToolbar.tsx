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
import {
  SETTLEMENT_SEARCH_FIELDS,
  SETTLEMENT_STATUSES,
  type SettlementSearchField,
  type SettlementStatus,
} from '@jiyun/domain';
import { datePickerLabels } from '../../../forms/date-picker-labels';
import { languageFromStored } from '../../../i18n/language';
import { dateFromIso, isoFromDate, pickerDateFormat } from '../../../lib/dates';
import type { BillingOverviewView } from '../model/overview-view';

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
// The API's bounds of a filter's dates (ADR 0028).
const FILTER_EARLIEST = new Date(1970, 0, 1);
const FILTER_LATEST = new Date(2100, 11, 31);

const rangeOf = (from: string, to: string): DateRange => ({
  from: dateFromIso(from),
  to: dateFromIso(to),
});

export interface BillingToolbarProps {
  /** The filters as the URL has them. */
  view: BillingOverviewView;
  /** The total as the page says it ("12 settlements"), once known. */
  total?: ReactNode;
  /** Buttons after the filters (the spec's disabled Download). */
  actions?: ReactNode;
  /** Applies a change of filter (the page goes back to 1). */
  onChange: (change: Partial<BillingOverviewView>) => void;
}

/**
 * The overview's filters: search with a field selector (debounced), the status filter and the
 * billing cycle range, all kept in the URL by the page; back and forward move the box and the
 * picker with the URL (as the lists under /orders).
 */
export function BillingToolbar({ view, total, actions, onChange }: BillingToolbarProps) {
  const { t, i18n } = useTranslation('billing');
  const [searchText, setSearchText] = useState(view.search);
  // The first day of a range is picked before the list changes: a draft until the second.
  const [range, setRange] = useState<DateRange>(() => rangeOf(view.cycleFrom, view.cycleTo));

  const [urlSearch, setUrlSearch] = useState(view.search);
  if (urlSearch !== view.search) {
    setUrlSearch(view.search);
    setSearchText(view.search);
  }
  const urlRangeKey = `${view.cycleFrom}/${view.cycleTo}`;
  const [urlRange, setUrlRange] = useState(urlRangeKey);
  if (urlRange !== urlRangeKey) {
    setUrlRange(urlRangeKey);
    setRange(rangeOf(view.cycleFrom, view.cycleTo));
  }

  return (
    <StyledToolbar>
      <SearchBar
        label={t('list.search')}
        value={searchText}
        onChange={setSearchText}
        onSearch={(search) => onChange({ search })}
        debounceMs={SEARCH_DEBOUNCE_MS}
        clearLabel={t('list.clearSearch')}
        fields={SETTLEMENT_SEARCH_FIELDS.map((field) => ({
          value: field,
          label: t(`list.searchFields.${field}`),
        }))}
        field={view.searchField}
        onFieldChange={(field) => onChange({ searchField: field as SettlementSearchField })}
        fieldLabel={t('list.searchField')}
      />
      <FilterDropdown
        label={t('list.statusFilter')}
        options={SETTLEMENT_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
        value={view.statuses}
        onApply={(statuses) => onChange({ statuses: statuses as SettlementStatus[] })}
        applyLabel={t('list.apply')}
        clearLabel={t('list.clear')}
      />
      <DateRangePicker
        label={t('list.cycleRange')}
        placeholder={t('list.cycleRangePlaceholder')}
        invalidLabel={t('list.cycleRangeInvalid')}
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
          if (Boolean(from) === Boolean(to)) onChange({ cycleFrom: from, cycleTo: to });
        }}
      />
      {actions}
      {total ? <StyledTotal aria-live="polite">{total}</StyledTotal> : null}
    </StyledToolbar>
  );
}
