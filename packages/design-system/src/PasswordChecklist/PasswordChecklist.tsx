import { useId } from 'react';
import { SuccessIcon } from '../icons';
import {
  StyledChecklist,
  StyledItem,
  StyledList,
  StyledMark,
  StyledTitle,
  StyledUnmetDot,
  StyledVisuallyHidden,
} from './PasswordChecklist.styles';

export interface PasswordChecklistItem {
  /** Stable key of the requirement, e.g. `length`. */
  key: string;
  /** What the requirement asks, e.g. "8–25 characters". */
  label: string;
  /** Whether the current password meets it. */
  met: boolean;
}

export interface PasswordChecklistProps {
  /** The requirements and whether each is met, computed by the app from its password rules. */
  items: PasswordChecklistItem[];
  /** Heading above the list, also the list's accessible name. */
  title?: string;
  /** State text screen readers hear after a met requirement. */
  metLabel?: string;
  /** State text screen readers hear after an unmet requirement. */
  unmetLabel?: string;
  /** Class name of the wrapper, for layout by a parent styled-component. */
  className?: string;
}

/**
 * The password requirements with a mark per item, updated as the user types and announced
 * politely. It shows what it is given: the rule itself lives with the app's domain.
 */
export function PasswordChecklist({
  items,
  title,
  metLabel = 'Met',
  unmetLabel = 'Not met',
  className,
}: PasswordChecklistProps) {
  const titleId = useId();
  return (
    <StyledChecklist className={className} aria-live="polite">
      {title && <StyledTitle id={titleId}>{title}</StyledTitle>}
      <StyledList aria-labelledby={title ? titleId : undefined}>
        {items.map((item) => (
          <StyledItem key={item.key} $met={item.met}>
            <StyledMark aria-hidden="true">
              {item.met ? <SuccessIcon size={16} /> : <StyledUnmetDot />}
            </StyledMark>
            <span>
              {item.label}
              <StyledVisuallyHidden>, {item.met ? metLabel : unmetLabel}</StyledVisuallyHidden>
            </span>
          </StyledItem>
        ))}
      </StyledList>
    </StyledChecklist>
  );
}
