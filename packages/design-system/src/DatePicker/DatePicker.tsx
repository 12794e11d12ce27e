import { CalendarField } from './CalendarField';
import type { CalendarFieldBaseProps } from './CalendarField';
import { defaultDatePickerLabels } from './labels';
import type { DatePickerLabels } from './labels';
import { formatDate, isOutOfRange, isSameDay, parseDate } from './model';

export interface DatePickerProps extends CalendarFieldBaseProps {
  /** The chosen day, or `null`. */
  value: Date | null;
  /** Receives the chosen day (from the calendar or a valid typed date), or `null` when emptied. */
  onChange: (value: Date | null) => void;
  /** Words of the calendar; English by default. */
  labels?: Partial<DatePickerLabels>;
  /** Error shown when the typed text is not a DD/MM/YYYY date that can be chosen. */
  invalidLabel?: string;
}

/** A DD/MM/YYYY date input with a calendar popover (month view and 12-year view). */
export function DatePicker({
  value,
  onChange,
  labels,
  invalidLabel = 'Enter a date as DD/MM/YYYY.',
  placeholder = 'DD/MM/YYYY',
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
      format={(date) => (date ? formatDate(date) : '')}
      readTyped={(text) => {
        const date = parseDate(text);
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
