import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
import { CloseIcon } from '../icons';
import { Field, fieldMessageIds } from '../internal/Field';
import { StyledControl, StyledInput } from '../internal/Field.styles';
import { ChevronDownIcon } from '../internal/popover/icons';
import {
  StyledFieldIconButton,
  StyledPopover,
  StyledPopoverAnchor,
} from '../internal/popover/Popover.styles';
import { usePopover } from '../internal/popover/usePopover';
import { filterOptions, nextActiveIndex } from './model';
import type { DropdownOption } from './model';
import {
  StyledChevron,
  StyledListbox,
  StyledNoResults,
  StyledOption,
  StyledOptionDescription,
} from './SearchableDropdown.styles';

export type { DropdownOption };

export interface SearchableDropdownProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'prefix' | 'role'
> {
  /** Visible label, also the accessible name of the combobox. */
  label: string;
  /** The choices, in order. */
  options: DropdownOption[];
  /** The chosen option's value, or `null` when nothing is chosen. */
  value: string | null;
  /** Receives the chosen option's value, or `null` when cleared. */
  onChange: (value: string | null) => void;
  /** Placeholder of the input while nothing is chosen. */
  placeholder?: string;
  /** Text shown when no option matches what was typed. */
  noResultsLabel?: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Shows a clear button while an option is chosen. */
  clearable?: boolean;
  /** Error message under the field; marks the input `aria-invalid`. */
  error?: string;
  /** Helper text under the field. */
  hint?: string;
  /** Shows a required mark after the label and sets `aria-required`. */
  required?: boolean;
}

/** A combobox: type to filter the options, choose with the mouse or the arrow keys and Enter. */
export function SearchableDropdown({
  label,
  options,
  value,
  onChange,
  placeholder,
  noResultsLabel = 'No results found',
  clearLabel = 'Clear',
  clearable = false,
  error,
  hint,
  required,
  disabled,
  id,
  className,
  ref,
  onKeyDown,
  onBlur,
  'aria-describedby': ariaDescribedBy,
  ...inputProps
}: SearchableDropdownProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const popupId = `${inputId}-popup`;
  const optionId = (index: number) => `${inputId}-option-${index}`;

  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = options.find((option) => option.value === value) ?? null;
  const visible = query === null ? options : filterOptions(options, query);

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const {
    setAnchor,
    setPopover,
    popover: popoverElement,
    style: popoverStyle,
  } = usePopover({ open, onClose: close, matchAnchorWidth: true });

  const openList = (activeIndex?: number) => {
    setOpen(true);
    const selectedIndex = visible.findIndex((option) => option.value === value);
    setActive(activeIndex ?? selectedIndex);
  };

  const choose = (option: DropdownOption) => {
    close();
    if (option.value !== value) onChange(option.value);
  };

  useEffect(() => {
    if (!open || active < 0) return;
    listRef.current?.children[active]?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (open) {
          setActive(nextActiveIndex(active, event.key, visible.length));
          break;
        }
        const selectedIndex = visible.findIndex((option) => option.value === value);
        openList(
          event.altKey
            ? -1
            : selectedIndex >= 0
              ? selectedIndex
              : nextActiveIndex(-1, event.key, visible.length),
        );
        break;
      }
      case 'Home':
      case 'End':
        if (!open) return;
        event.preventDefault();
        setActive(nextActiveIndex(active, event.key, visible.length));
        break;
      case 'Enter': {
        if (!open) return;
        event.preventDefault();
        const option = visible[active];
        if (option) choose(option);
        break;
      }
      case 'Escape':
        if (!open) return;
        // Handled here so an enclosing modal does not close too.
        event.preventDefault();
        close();
        break;
    }
  };

  const expanded = open && !disabled;
  const activeId =
    expanded && active >= 0 && active < visible.length ? optionId(active) : undefined;

  return (
    <Field
      id={inputId}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <StyledPopoverAnchor ref={setAnchor}>
        <StyledControl $invalid={Boolean(error)} $disabled={Boolean(disabled)}>
          <StyledInput
            autoComplete="off"
            {...inputProps}
            ref={setRefs}
            id={inputId}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={expanded ? popupId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={fieldMessageIds(inputId, hint, error, ariaDescribedBy)}
            disabled={disabled}
            placeholder={placeholder}
            value={query ?? selected?.label ?? ''}
            onChange={(event) => {
              const text = event.target.value;
              setQuery(text);
              setOpen(true);
              setActive(filterOptions(options, text).length > 0 ? 0 : -1);
            }}
            onClick={() => (open ? close() : openList())}
            onKeyDown={handleKeyDown}
            onBlur={(event) => {
              onBlur?.(event);
              if (!popoverElement?.contains(event.relatedTarget)) close();
            }}
          />
          {clearable && selected && !disabled && (
            <StyledFieldIconButton
              type="button"
              aria-label={clearLabel}
              onClick={() => {
                close();
                onChange(null);
                inputRef.current?.focus();
              }}
            >
              <CloseIcon size={16} />
            </StyledFieldIconButton>
          )}
          <StyledChevron>
            <ChevronDownIcon size={16} />
          </StyledChevron>
        </StyledControl>
        {expanded && (
          <StyledPopover ref={setPopover} style={popoverStyle} id={popupId}>
            {visible.length > 0 ? (
              <StyledListbox ref={listRef} role="listbox" aria-label={label}>
                {visible.map((option, index) => (
                  <StyledOption
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    aria-selected={option.value === value}
                    $active={index === active}
                    $selected={option.value === value}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActive(index)}
                    onClick={() => choose(option)}
                  >
                    {option.label}
                    {option.description && (
                      <StyledOptionDescription>{option.description}</StyledOptionDescription>
                    )}
                  </StyledOption>
                ))}
              </StyledListbox>
            ) : (
              <StyledNoResults role="status">{noResultsLabel}</StyledNoResults>
            )}
          </StyledPopover>
        )}
      </StyledPopoverAnchor>
    </Field>
  );
}
