import styled, { css } from 'styled-components';
import { theme } from '../tokens';

export type TableAlign = 'start' | 'center' | 'end';

/**
 * What a column holds. Identifiers, dates and numbers are read as one token (a tracking id cut
 * across two lines is misread), so they never wrap and their figures line up; text wraps.
 */
/** `action`: the cell holds a control (a Manage button); it keeps its words whole. */
export type TableColumnKind = 'text' | 'identifier' | 'date' | 'number' | 'action';

export const StyledWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

export const StyledScroller = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.color.border.subtle};
  border-radius: ${theme.radius.lg};
  background: ${theme.color.surface.raised};
`;

/**
 * How much a row holds. `compact`: 13 px values, 12 px between columns and identifiers in
 * proportional figures, for a table of many short columns beside the navigation at 1280 px
 * (ADR 0055: the warehouse inventory's ten columns in Inter).
 */
export type TableDensity = 'regular' | 'compact';

export const StyledTable = styled.table<{ $density: TableDensity }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.font.size.md};

  ${({ $density }) =>
    $density === 'compact' &&
    css`
      --table-cell-padding-inline: calc(${theme.space[3]} / 2);
      --table-identifier-figures: proportional-nums;
      font-size: ${theme.font.size.sm};
    `}
`;

export const StyledCaption = styled.caption`
  padding: ${theme.space[3]} ${theme.space[4]};
  text-align: start;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.color.text.primary};
  border-bottom: 1px solid ${theme.color.border.subtle};
`;

export const StyledVisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

// Tight gaps between columns (16 px) and the usual margin at the table's edges: ten columns of
// ids, dates and figures fit beside the navigation at 1280 px.
const cell = css<{ $align: TableAlign }>`
  padding: ${theme.space[3]} var(--table-cell-padding-inline, ${theme.space[2]});
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  border-bottom: 1px solid ${theme.color.border.subtle};

  &:first-child {
    padding-inline-start: ${theme.space[4]};
  }

  &:last-child {
    padding-inline-end: ${theme.space[4]};
  }
`;

// Headings wrap between words only (keep-all keeps a Chinese heading whole), so a long English
// heading takes two lines instead of widening its column past its values. A table inside a Card
// inherits the card's `overflow-wrap: anywhere`, which would let "Weight (kg)" break mid-word:
// a heading's words stay whole.
export const StyledTh = styled.th<{ $align: TableAlign }>`
  ${cell}
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  word-break: keep-all;
  overflow-wrap: normal;
`;

export const StyledTd = styled.td<{ $align: TableAlign; $kind: TableColumnKind }>`
  ${cell}
  color: ${theme.color.text.primary};
  ${({ $kind }) =>
    $kind === 'text'
      ? css`
          overflow-wrap: anywhere;
        `
      : $kind === 'action'
        ? css`
            white-space: nowrap;
          `
        : css`
            white-space: nowrap;
            font-variant-numeric: ${
              $kind === 'identifier'
                ? 'var(--table-identifier-figures, tabular-nums)'
                : 'tabular-nums'
            };
          `}
`;

/** A value cut to its column's `maxWidth` with an ellipsis; the full value is its title. */
export const StyledTruncated = styled.span<{ $maxWidth: string }>`
  display: block;
  max-width: ${({ $maxWidth }) => $maxWidth};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  /* Keyboard users get no title tooltip: on a focused row the value wraps in full instead. */
  tr:focus-within > td > & {
    overflow: visible;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`;

export const StyledSelectCell = styled.td`
  width: 48px;
  padding: 0 ${theme.space[4]};
  vertical-align: middle;
  border-bottom: 1px solid ${theme.color.border.subtle};
  background: inherit;

  thead & {
    background: ${theme.color.surface.sunken};
  }
`;

export const StyledCheckbox = styled.input`
  display: block;
  width: 16px;
  height: 16px;
  margin: 0;
  accent-color: ${theme.color.primary[600]};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }
`;

export const StyledRow = styled.tr<{ $selected: boolean; $clickable: boolean }>`
  background: ${({ $selected }) => ($selected ? theme.color.surface.selected : 'transparent')};

  tbody &:last-child > * {
    border-bottom: 0;
  }

  ${({ $clickable }) =>
    $clickable &&
    css`
      cursor: pointer;

      &:hover {
        background: ${theme.color.surface.hover};
      }

      &:focus-visible {
        outline-offset: -2px;
      }
    `}
`;

export const StyledMessageCell = styled.td`
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
`;

export const StyledMessage = styled.div<{ $tone: 'neutral' | 'error' }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[3]};
  color: ${({ $tone }) => ($tone === 'error' ? theme.color.error.fg : theme.color.text.secondary)};
`;

export const StyledSkeleton = styled.span<{ $align: TableAlign }>`
  display: block;
  height: 12px;
  width: 70%;
  margin-inline: ${({ $align }) =>
    $align === 'end' ? 'auto 0' : $align === 'center' ? 'auto' : '0 auto'};
  border-radius: ${theme.radius.sm};
  background: ${theme.color.neutral[200]};
`;

export const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
`;
