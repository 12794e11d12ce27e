import { StyledDot, StyledTag } from './StatusTag.styles';

/** What a status means to the person reading it, and so its colour. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusTagProps {
  /** Colour and meaning: `success` when fine, `warning` when someone must act, `danger` for a fault. */
  tone: StatusTone;
  /** Visible text, already translated, e.g. "In Stock" or "在库". */
  label: string;
}

/** A coloured label for a status; which tone a status has is the app's business. */
export function StatusTag({ tone, label }: StatusTagProps) {
  return (
    <StyledTag $tone={tone} data-tone={tone}>
      <StyledDot aria-hidden="true" />
      {label}
    </StyledTag>
  );
}
