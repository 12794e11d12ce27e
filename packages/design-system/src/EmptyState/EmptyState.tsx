import type { ReactNode } from 'react';
import {
  StyledAction,
  StyledDescription,
  StyledEmptyState,
  StyledIllustration,
  StyledTitle,
} from './EmptyState.styles';
import { BoxIllustration, ErrorIllustration, SearchIllustration } from './illustrations';

export type EmptyStateIllustration = 'box' | 'search' | 'error';

export interface EmptyStateProps {
  /** What is missing, e.g. "No warehouses yet". */
  title: string;
  /** What the user can do about it. */
  description?: ReactNode;
  /** A built-in picture (`box`, `search`, `error`), your own decorative element, or none. */
  illustration?: EmptyStateIllustration | ReactNode;
  /** The way forward, usually a Button such as "Add warehouse". */
  action?: ReactNode;
  /** Level of the title heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

const pictures = {
  box: BoxIllustration,
  search: SearchIllustration,
  error: ErrorIllustration,
} satisfies Record<EmptyStateIllustration, unknown>;

const isBuiltIn = (value: unknown): value is EmptyStateIllustration =>
  typeof value === 'string' && value in pictures;

/** What a list or page shows when it has nothing to show, with the way forward. */
export function EmptyState({
  title,
  description,
  illustration = 'box',
  action,
  headingLevel = 2,
}: EmptyStateProps) {
  const Picture = isBuiltIn(illustration) ? pictures[illustration] : null;
  return (
    <StyledEmptyState>
      {illustration !== null && illustration !== false && (
        <StyledIllustration aria-hidden="true">
          {Picture ? <Picture /> : illustration}
        </StyledIllustration>
      )}
      <StyledTitle as={`h${headingLevel}`}>{title}</StyledTitle>
      {description && <StyledDescription>{description}</StyledDescription>}
      {action && <StyledAction>{action}</StyledAction>}
    </StyledEmptyState>
  );
}
