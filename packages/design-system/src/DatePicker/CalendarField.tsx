import { useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { CloseIcon } from '../icons';
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
import type { DatePickerLabels } from './labels';
import { clampDate } from './model';

/** The props DatePicker and DateRangePicker share. */
export interface CalendarFieldBaseProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'min' | 'max' | 'prefix'
> {
  /** Visible label, also the accessible name of the input. */
  label: string;
  /** First day that can be chosen. */
  min?: Date;
  /** Last day that can be chosen. */
  max?: Date;
  /** Month the calendar opens at when no day is chosen (defaults to today's). */
  defaultMonth?: Date;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Helper text under the field. */
  hint?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
}

/** What makes a field a single-date or a date-range field. */
export interface CalendarFieldValue<V> {
  value: V;
  onChange: (value: V) => void;
  /** The value with nothing chosen. */
  empty: V;
  isEmpty: (value: V) => boolean;
  same: (a: V, b: V) => boolean;
  format: (value: V) => string;
  /** The typed text as a value that can be chosen, or `null`. */
  readTyped: (text: string) => V | null;
  /** The day the calendar opens at, when the value has one. */
  openingDay: (value: V) => Date | null;
  isSelected: (day: Date) => boolean;
  isInRange?: (day: Date) => boolean;
  /** Applies a day picked in the calendar; true when the pick completes the value. */
  pick: (day: Date) => boolean;
  /** Shows a clear button while a value is chosen. */
  clearable: boolean;
}

type CalendarFieldProps<V> = CalendarFieldBaseProps &
  CalendarFieldValue<V> & {
    labels: DatePickerLabels;
    invalidLabel: string;
  };

/**
 * The input, calendar button and calendar popover both date fields are made of. Typed text
 * stays a draft until it reads as a value that can be chosen; an unreadable draft shows
 * `invalidLabel` once the input loses focus.
 */
export function CalendarField<V>({
  label,
  value,
  onChange,
  empty,
  isEmpty,
  same,
  format,
  readTyped,
  openingDay,
  isSelected,
  isInRange,
  pick,
  clearable,
  min,
  max,
  defaultMonth,
  labels,
  invalidLabel,
  error,
  hint,
  required,
  disabled,
  placeholder,
  id,
  className,
  onFocus,
  onBlur,
  ref,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: CalendarFieldProps<V>) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const dialogId = `${inputId}-calendar`;
  const [draft, setDraft] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const [focusDate, setFocusDate] = useState<Date>(
    () => openingDay(value) ?? defaultMonth ?? new Date(),
  );
  const buttonRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };

  const {
    setAnchor,
    setPopover,
    style: popoverStyle,
  } = usePopover({
    open,
    onClose: (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
  });

  const invalid = draft !== null && draft.trim() !== '' && readTyped(draft) === null;
  const shownError = error ?? (invalid && !editing ? invalidLabel : undefined);

  const openCalendar = () => {
    setFocusDate(clampDate(openingDay(value) ?? defaultMonth ?? new Date(), min, max));
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
      <StyledPopoverAnchor ref={setAnchor}>
        <StyledControl $invalid={Boolean(shownError)} $disabled={Boolean(disabled)}>
          <StyledInput
            autoComplete="off"
            {...inputProps}
            ref={setRefs}
            id={inputId}
            type="text"
            placeholder={placeholder}
            disabled={disabled}
            value={draft ?? format(value)}
            aria-invalid={shownError ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={fieldMessageIds(inputId, hint, shownError, ariaDescribedBy)}
            onFocus={(event) => {
              setEditing(true);
              onFocus?.(event);
            }}
            onBlur={(event) => {
              setEditing(false);
              if (draft !== null && readTyped(draft) !== null) setDraft(null);
              onBlur?.(event);
            }}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              if (text.trim() === '') {
                if (!isEmpty(value)) onChange(empty);
                return;
              }
              const accepted = readTyped(text);
              if (accepted !== null && !same(accepted, value)) onChange(accepted);
            }}
          />
          {clearable && !isEmpty(value) && !disabled && (
            <StyledFieldIconButton
              type="button"
              aria-label={labels.clear}
              onClick={() => {
                setDraft(null);
                onChange(empty);
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
            ref={setPopover}
            style={popoverStyle}
            id={dialogId}
            role="dialog"
            aria-label={labels.calendar}
            $align="start"
          >
            <Calendar
              labels={labels}
              focusDate={focusDate}
              onFocusDateChange={setFocusDate}
              isSelected={isSelected}
              isInRange={isInRange}
              onSelect={(day) => {
                setDraft(null);
                if (pick(day)) {
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
