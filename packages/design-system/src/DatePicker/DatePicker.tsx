import { CalendarField } from './CalendarField';
import type { CalendarFieldBaseProps } from './CalendarField';
import { defaultDatePickerLabels } from './labels';
import type { DatePickerLabels } from './labels';
import { formatDate, isOutOfRange, isSameDay, parseDate } from './model';
import type { DateFormat } from './model';

export interface DatePickerProps extends CalendarFieldBaseProps {
  /** The chosen day, or `null`. */
  value: Date | null;
  /** Receives the chosen day (from the calendar or a valid typed date), or `null` when emptied. */
  onChange: (value: Date | null) => void;
  /** Words of the calendar; English by default. */
  labels?: Partial<DatePickerLabels>;
  /** How the day is shown and typed; DD/MM/YYYY by default. */
  dateFormat?: DateFormat;
  /** Error shown when the typed text is not a date in `dateFormat` that can be chosen. */
  invalidLabel?: string;
}

/** A date input (DD/MM/YYYY or YYYY-MM-DD) with a calendar popover (month and 12-year views). */
export function DatePicker({
  value,
  onChange,
  labels,
  dateFormat = 'DD/MM/YYYY',
  invalidLabel = `Enter a date as ${dateFormat}.`,
  placeholder = dateFormat,
  ...rest
}: DatePickerProps) {
  const { min, max } = rest;
  return (
    <CalendarField<Date | null>
      inputMode="numeric"
      {...rest}
      placeholder={placeholder}
      labels={{ ...defaultDatePickerLabels, ...labels }}
      invalidLabel={invalidLabel}
      value={value}
      onChange={onChange}
      empty={null}
      isEmpty={(date) => date === null}
      same={isSameDay}
      format={(date) => (date ? formatDate(date, dateFormat) : '')}
      readTyped={(text) => {
        const date = parseDate(text, dateFormat);
        return date && !isOutOfRange(date, min, max) ? date : null;
      }}
      openingDay={(date) => date}
      isSelected={(day) => isSameDay(day, value)}
      pick={(day) => {
        if (!isSameDay(day, value)) onChange(day);
        return true;
      }}
      clearable={false}
    />
  );
}
