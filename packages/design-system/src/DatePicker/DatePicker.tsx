import { useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { Field, fieldMessageIds } from '../internal/Field';
import { StyledControl, StyledInput } from '../internal/Field.styles';
import { CalendarIcon } from '../internal/popover/icons';
import {
  StyledFieldIconButton,
  StyledPopover,
  StyledPopoverAnchor,
} from '../internal/popover/Popover.styles';
import { usePopover } from '../internal/popover/usePopover';
import { Calendar } from './Calendar';
import { defaultDatePickerLabels } from './labels';
import type { DatePickerLabels } from './labels';
import { clampDate, formatDate, isOutOfRange, isSameDay, parseDate } from './model';

export interface DatePickerProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'prefix'
> {
  /** Visible label, also the accessible name of the input. */
  label: string;
  /** The chosen day, or `null`. */
  value: Date | null;
  /** Receives the chosen day (from the calendar or a valid typed date), or `null` when emptied. */
  onChange: (value: Date | null) => void;
  /** First day that can be chosen. */
  min?: Date;
  /** Last day that can be chosen. */
  max?: Date;
  /** Month the calendar opens at when no day is chosen (defaults to today's). */
  defaultMonth?: Date;
  /** Words of the calendar; English by default. */
  labels?: Partial<DatePickerLabels>;
  /** Error shown when the typed text is not a DD/MM/YYYY date that can be chosen. */
  invalidLabel?: string;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Helper text under the field. */
  hint?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
}

/** A DD/MM/YYYY date input with a calendar popover (month view and 12-year view). */
export function DatePicker({
  label,
  value,
  onChange,
  min,
  max,
  defaultMonth,
  labels: labelOverrides,
  invalidLabel = 'Enter a date as DD/MM/YYYY.',
  error,
  hint,
  required,
  disabled,
  placeholder = 'DD/MM/YYYY',
  id,
  className,
  onFocus,
  onBlur,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: DatePickerProps) {
  const labels = { ...defaultDatePickerLabels, ...labelOverrides };
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const dialogId = `${inputId}-calendar`;
  const [draft, setDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [focusDate, setFocusDate] = useState<Date>(() => value ?? defaultMonth ?? new Date());
  const anchorRef = useRef<HTMLDivElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const placement = usePopover({
    open,
    anchorRef,
    popoverRef,
    onClose: (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
  });

  const acceptable = (date: Date | null) => date !== null && !isOutOfRange(date, min, max);
  const invalid = draft !== null && draft.trim() !== '' && !acceptable(parseDate(draft));
  const shownError = error ?? (invalid && !editing ? invalidLabel : undefined);

  const openCalendar = () => {
    setFocusDate(clampDate(value ?? defaultMonth ?? new Date(), min, max));
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
            inputMode="numeric"
            {...inputProps}
            id={inputId}
            type="text"
            placeholder={placeholder}
            disabled={disabled}
            value={draft ?? (value ? formatDate(value) : '')}
            aria-invalid={shownError ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={fieldMessageIds(inputId, hint, shownError, ariaDescribedBy)}
            onFocus={(event) => {
              setEditing(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setEditing(false);
              if (draft !== null && acceptable(parseDate(draft))) setDraft(null);
              onBlur?.(event);
            }}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              if (text.trim() === '') {
                if (value !== null) onChange(null);
                return;
              }
              const parsed = parseDate(text);
              if (parsed && acceptable(parsed) && !isSameDay(parsed, value)) onChange(parsed);
            }}
          />
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
              isSelected={(day) => isSameDay(day, value)}
              onSelect={(day) => {
                setDraft(null);
                setOpen(false);
                buttonRef.current?.focus();
                if (!isSameDay(day, value)) onChange(day);
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
