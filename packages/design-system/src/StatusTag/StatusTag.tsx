import { statusInfo } from './model';
import type { StatusKind } from './model';
import { StyledDot, StyledTag } from './StatusTag.styles';

export interface StatusTagProps {
  /** The kind of record, which decides the meaning of `status`. */
  kind: StatusKind;
  /** The status as the API sends it, e.g. `unpacked` or `under_review`. */
  status: string;
  /** Visible text; defaults to the English label of the status (or the raw status if unknown). */
  label?: string;
}

/** A coloured label for the status of an order, return, parcel, warehouse, line or settlement. */
export function StatusTag({ kind, status, label }: StatusTagProps) {
  const info = statusInfo(kind, status);
  return (
    <StyledTag $tone={info.tone} data-tone={info.tone}>
      <StyledDot aria-hidden="true" />
      {label ?? info.label}
    </StyledTag>
  );
}
