import { useEffect, useId, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { Button } from '../Button';
import { ChevronDownIcon } from '../internal/popover/icons';
import { StyledPopover } from '../internal/popover/Popover.styles';
import { usePopover } from '../internal/popover/usePopover';
import type { PopoverCloseReason } from '../internal/popover/usePopover';
import { sortByOrder, toggleValue, triggerText } from './model';
import {
  StyledAnchor,
  StyledChoice,
  StyledChoiceLabel,
  StyledCount,
  StyledFooter,
  StyledList,
  StyledPanel,
  StyledTitle,
  StyledTrigger,
} from './FilterDropdown.styles';

export interface FilterOption {
  /** Value passed to `onApply`. */
  value: string;
  /** Text of the checkbox. */
  label: string;
  /** How many items have this value, shown after the label. */
  count?: number;
}

export interface FilterDropdownProps {
  /** Text of the button, followed by the number of applied choices, e.g. "Status (2)". */
  label: string;
  /** The choices, in order. */
  options: FilterOption[];
  /** The applied values. */
  value: string[];
  /** Receives the chosen values (in the options' order) when Apply is pressed. */
  onApply: (values: string[]) => void;
  /** Text of the apply button. */
  applyLabel?: string;
  /** Text of the button that unticks every choice (not applied until Apply). */
  clearLabel?: string;
  /** Heading inside the popover; also its accessible name (defaults to `label`). */
  title?: string;
  /** Disables the button. */
  disabled?: boolean;
}

/**
 * A button opening a checkbox list. Ticks are a draft until Apply; Escape or a press outside
 * closes without applying.
 */
export function FilterDropdown({
  label,
  options,
  value,
  onApply,
  applyLabel = 'Apply',
  clearLabel = 'Clear',
  title,
  disabled,
}: FilterDropdownProps) {
  const panelId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<string[]>([]);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const order = options.map((option) => option.value);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  };
  const {
    setAnchor,
    setPopover,
    anchor,
    popover: panel,
    style: popoverStyle,
  } = usePopover({
    open,
    onClose: (reason: PopoverCloseReason) => close(reason === 'escape'),
  });

  useEffect(() => {
    if (open) panel?.querySelector<HTMLElement>('input, button')?.focus();
  }, [open, panel]);

  const toggleOpen = () => {
    if (open) return close(false);
    setDraft(sortByOrder(value, order));
    setOpen(true);
  };

  const onPanelBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next && !anchor?.contains(next)) close(false);
  };

  return (
    <StyledAnchor ref={setAnchor}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        disabled={disabled}
        $applied={value.length > 0}
        onClick={toggleOpen}
      >
        {triggerText(label, value.length)}
        <ChevronDownIcon size={16} />
      </StyledTrigger>
      {open && (
        <StyledPopover
          ref={setPopover}
          style={popoverStyle}
          id={panelId}
          role="dialog"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : label}
          $align="start"
          onBlur={onPanelBlur}
        >
          <StyledPanel>
            {title && <StyledTitle id={titleId}>{title}</StyledTitle>}
            <StyledList>
              {options.map((option) => (
                <li key={option.value}>
                  <StyledChoice>
                    <input
                      type="checkbox"
                      checked={draft.includes(option.value)}
                      onChange={() =>
                        setDraft((current) => toggleValue(current, option.value, order))
                      }
                    />
                    <StyledChoiceLabel>{option.label}</StyledChoiceLabel>
                    {option.count !== undefined && <StyledCount>{option.count}</StyledCount>}
                  </StyledChoice>
                </li>
              ))}
            </StyledList>
            <StyledFooter>
              <Button variant="text" size="sm" onClick={() => setDraft([])}>
                {clearLabel}
              </Button>
              <Button
                size="sm"
                onClick={() => {
                  onApply(draft);
                  close(true);
                }}
              >
                {applyLabel}
              </Button>
            </StyledFooter>
          </StyledPanel>
        </StyledPopover>
      )}
    </StyledAnchor>
  );
}
