import { CalendarField } from '../DatePicker/CalendarField';
import type { CalendarFieldBaseProps } from '../DatePicker/CalendarField';
import { defaultDatePickerLabels } from '../DatePicker/labels';
import type { DatePickerLabels } from '../DatePicker/labels';
import {
  formatRange,
  isInRange,
  isOutOfRange,
  isSameDay,
  parseRange,
  pickRangeDay,
  RANGE_SEPARATOR,
} from '../DatePicker/model';
import type { DateFormat, DateRange } from '../DatePicker/model';

export interface DateRangePickerProps extends CalendarFieldBaseProps {
  /** The chosen range; either end may be `null`. */
  value: DateRange;
  /** Receives the range after each pick (first pick: `to` is null), a valid typed range, or a clear. */
  onChange: (value: DateRange) => void;
  /** Words of the calendar and the clear button; English by default. */
  labels?: Partial<DatePickerLabels>;
  /** How the two days are shown and typed; DD/MM/YYYY by default. */
  dateFormat?: DateFormat;
  /** Error shown when the typed text is not a range of two `dateFormat` dates that can be chosen. */
  invalidLabel?: string;
}

const EMPTY: DateRange = { from: null, to: null };

const sameRange = (a: DateRange, b: DateRange) =>
  isSameDay(a.from, b.from) && isSameDay(a.to, b.to);

/**
 * A DD/MM/YYYY – DD/MM/YYYY (or YYYY-MM-DD – YYYY-MM-DD) input with one calendar: the first pick
 * sets the start, the second the end (the two swapped when picked backwards), the days between
 * highlighted.
 */
export function DateRangePicker({
  value,
  onChange,
  labels,
  dateFormat = 'DD/MM/YYYY',
  invalidLabel = `Enter dates as ${dateFormat}${RANGE_SEPARATOR}${dateFormat}.`,
  placeholder = `${dateFormat}${RANGE_SEPARATOR}${dateFormat}`,
  ...rest
}: DateRangePickerProps) {
  const { min, max } = rest;
  return (
    <CalendarField<DateRange>
      {...rest}
      placeholder={placeholder}
      labels={{ ...defaultDatePickerLabels, ...labels }}
      invalidLabel={invalidLabel}
      value={value}
      onChange={onChange}
      empty={EMPTY}
      isEmpty={(range) => !range.from && !range.to}
      same={sameRange}
      format={(range) => formatRange(range, dateFormat)}
      readTyped={(text) => {
        const range = parseRange(text, dateFormat);
        return range?.from &&
          range.to &&
          !isOutOfRange(range.from, min, max) &&
          !isOutOfRange(range.to, min, max)
          ? range
          : null;
      }}
      openingDay={(range) => range.from}
      isSelected={(day) => isSameDay(day, value.from) || isSameDay(day, value.to)}
      isInRange={(day) => isInRange(day, value)}
      pick={(day) => {
        const next = pickRangeDay(value, day);
        onChange(next);
        return next.to !== null;
      }}
      clearable
    />
  );
}
