import { useEffect, useRef } from 'react';
import type { ComponentPropsWithRef, KeyboardEvent } from 'react';
import { CloseIcon } from '../icons';
import { SearchIcon } from '../internal/popover/icons';
import { createDebouncer } from './model';
import type { Debouncer } from './model';
import {
  StyledClearButton,
  StyledFieldSelect,
  StyledSearchBar,
  StyledSearchIcon,
  StyledSearchInput,
} from './SearchBar.styles';

export interface SearchField {
  /** Value passed to `onFieldChange`. */
  value: string;
  /** Text shown in the field selector. */
  label: string;
}

export interface SearchBarProps extends Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'onChange' | 'type' | 'prefix'
> {
  /** The search text. */
  value: string;
  /** Receives the text on every keystroke. */
  onChange: (value: string) => void;
  /** Receives the text once typing pauses for `debounceMs`, at once on Enter or clear. */
  onSearch?: (value: string) => void;
  /** Pause after the last keystroke before `onSearch` runs, in milliseconds. */
  debounceMs?: number;
  /** Accessible name of the search input. */
  label: string;
  /** Accessible name of the clear button. */
  clearLabel?: string;
  /** Fields the search can be limited to; shows a selector in front of the input when given. */
  fields?: SearchField[];
  /** The selected field's value. */
  field?: string;
  /** Receives the newly selected field's value. */
  onFieldChange?: (field: string) => void;
  /** Accessible name of the field selector. */
  fieldLabel?: string;
}

/** A search input that reports each keystroke and searches once typing pauses. */
export function SearchBar({
  value,
  onChange,
  onSearch,
  debounceMs = 500,
  label,
  clearLabel = 'Clear search',
  fields,
  field,
  onFieldChange,
  fieldLabel = 'Search in',
  disabled,
  className,
  ref,
  onKeyDown,
  ...inputProps
}: SearchBarProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const onSearchRef = useRef(onSearch);
  const debouncerRef = useRef<Debouncer<string> | null>(null);

  useEffect(() => {
    onSearchRef.current = onSearch;
  });
  useEffect(() => () => debouncerRef.current?.cancel(), []);

  const debouncer = () =>
    (debouncerRef.current ??= createDebouncer((text: string) => onSearchRef.current?.(text)));

  const searchNow = (text: string) => {
    debouncer().cancel();
    onSearch?.(text);
  };

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === 'function') return ref(element);
    if (ref) ref.current = element;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'Enter' && !event.defaultPrevented) {
      event.preventDefault();
      searchNow(event.currentTarget.value);
    }
  };

  return (
    <StyledSearchBar className={className} $disabled={Boolean(disabled)}>
      {fields && fields.length > 0 && (
        <StyledFieldSelect
          aria-label={fieldLabel}
          value={field ?? fields[0]?.value}
          disabled={disabled}
          onChange={(event) => onFieldChange?.(event.target.value)}
        >
          {fields.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledFieldSelect>
      )}
      <StyledSearchIcon>
        <SearchIcon size={18} />
      </StyledSearchIcon>
      <StyledSearchInput
        type="search"
        aria-label={label}
        autoComplete="off"
        {...inputProps}
        ref={setRefs}
        value={value}
        disabled={disabled}
        onKeyDown={handleKeyDown}
        onChange={(event) => {
          const text = event.target.value;
          onChange(text);
          if (onSearch) debouncer().call(text, debounceMs);
        }}
      />
      {value !== '' && !disabled && (
        <StyledClearButton
          type="button"
          aria-label={clearLabel}
          onClick={() => {
            onChange('');
            searchNow('');
            inputRef.current?.focus();
          }}
        >
          <CloseIcon size={16} />
        </StyledClearButton>
      )}
    </StyledSearchBar>
  );
}
