import { useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { CloseIcon } from '../icons';
import { Calendar } from '../DatePicker/Calendar';
import { defaultDatePickerLabels } from '../DatePicker/labels';
import type { DatePickerLabels } from '../DatePicker/labels';
import {
  clampDate,
  formatRange,
  isInRange,
  isOutOfRange,
  isSameDay,
  parseRange,
  pickRangeDay,
} from '../DatePicker/model';
import type { DateRange } from '../DatePicker/model';
import { Field, fieldMessageIds } from '../internal/Field';
import { StyledControl, StyledInput } from '../internal/Field.styles';
import { CalendarIcon } from '../internal/popover/icons';
import {
  StyledFieldIconButton,
  StyledPopover,
  StyledPopoverAnchor,
} from '../internal/popover/Popover.styles';
import { usePopover } from '../internal/popover/usePopover';

export interface DateRangePickerProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'prefix'
> {
  /** Visible label, also the accessible name of the input. */
  label: string;
  /** The chosen range; either end may be `null`. */
  value: DateRange;
  /** Receives the range after each pick (first pick: `to` is null), a valid typed range, or a clear. */
  onChange: (value: DateRange) => void;
  /** First day that can be chosen. */
  min?: Date;
  /** Last day that can be chosen. */
  max?: Date;
  /** Month the calendar opens at when no day is chosen (defaults to today's). */
  defaultMonth?: Date;
  /** Words of the calendar and the clear button; English by default. */
  labels?: Partial<DatePickerLabels>;
  /** Error shown when the typed text is not a DD/MM/YYYY – DD/MM/YYYY range that can be chosen. */
  invalidLabel?: string;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Helper text under the field. */
  hint?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
}

const EMPTY: DateRange = { from: null, to: null };

/**
 * A DD/MM/YYYY – DD/MM/YYYY input with one calendar: the first pick sets the start, the second
 * the end (the two swapped when picked backwards), the days between highlighted.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  min,
  max,
  defaultMonth,
  labels: labelOverrides,
  invalidLabel = 'Enter dates as DD/MM/YYYY – DD/MM/YYYY.',
  error,
  hint,
  required,
  disabled,
  placeholder = 'DD/MM/YYYY – DD/MM/YYYY',
  id,
  className,
  onFocus,
  onBlur,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: DateRangePickerProps) {
  const labels = { ...defaultDatePickerLabels, ...labelOverrides };
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const dialogId = `${inputId}-calendar`;
  const [draft, setDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [focusDate, setFocusDate] = useState<Date>(() => value.from ?? defaultMonth ?? new Date());
  const anchorRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };

  const placement = usePopover({
    open,
    anchorRef,
    popoverRef,
    onClose: (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
  });

  const acceptable = (range: DateRange | null): range is DateRange =>
    range !== null &&
    !!range.from &&
    !!range.to &&
    !isOutOfRange(range.from, min, max) &&
    !isOutOfRange(range.to, min, max);
  const invalid = draft !== null && draft.trim() !== '' && !acceptable(parseRange(draft));
  const shownError = error ?? (invalid && !editing ? invalidLabel : undefined);
  const hasValue = Boolean(value.from || value.to);
  const sameRange = (a: DateRange, b: DateRange) =>
    isSameDay(a.from, b.from) && isSameDay(a.to, b.to);

  const openCalendar = () => {
    setFocusDate(clampDate(value.from ?? defaultMonth ?? new Date(), min, max));
    setOpen(true);
  };

  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      className={className}
    >
      <StyledPopoverAnchor ref={anchorRef}>
        <StyledControl $invalid={Boolean(shownError)} $disabled={Boolean(disabled)}>
          <StyledInput
            autoComplete="off"
            {...inputProps}
            ref={setRefs}
            id={inputId}
            type="text"
            placeholder={placeholder}
            disabled={disabled}
            value={draft ?? formatRange(value)}
            aria-invalid={shownError ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={fieldMessageIds(inputId, hint, shownError, ariaDescribedBy)}
            onFocus={(event) => {
              setEditing(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setEditing(false);
              if (draft !== null && acceptable(parseRange(draft))) setDraft(null);
              onBlur?.(event);
            }}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              if (text.trim() === '') {
                if (hasValue) onChange(EMPTY);
                return;
              }
              const parsed = parseRange(text);
              if (acceptable(parsed) && !sameRange(parsed, value)) onChange(parsed);
            }}
          />
          {hasValue && !disabled && (
            <StyledFieldIconButton
              type="button"
              aria-label={labels.clear}
              onClick={() => {
                setDraft(null);
                onChange(EMPTY);
                inputRef.current?.focus();
              }}
            >
              <CloseIcon size={16} />
            </StyledFieldIconButton>
          )}
          <StyledFieldIconButton
            ref={buttonRef}
            type="button"
            aria-label={labels.openCalendar}
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? dialogId : undefined}
            disabled={disabled}
            onClick={() => (open ? setOpen(false) : openCalendar())}
          >
            <CalendarIcon size={18} />
          </StyledFieldIconButton>
        </StyledControl>
        {open && (
          <StyledPopover
            ref={popoverRef}
            id={dialogId}
            role="dialog"
            aria-label={labels.calendar}
            $placement={placement}
            $align="start"
          >
            <Calendar
              labels={labels}
              focusDate={focusDate}
              onFocusDateChange={setFocusDate}
              isSelected={(day) => isSameDay(day, value.from) || isSameDay(day, value.to)}
              isInRange={(day) => isInRange(day, value)}
              onSelect={(day) => {
                const next = pickRangeDay(value, day);
                setDraft(null);
                onChange(next);
                if (next.to) {
                  setOpen(false);
                  buttonRef.current?.focus();
                }
              }}
              min={min}
              max={max}
            />
          </StyledPopover>
        )}
      </StyledPopoverAnchor>
    </Field>
  );
}
