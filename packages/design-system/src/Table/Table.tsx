import { useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button';
import { useIsScrollable } from '../internal/useIsScrollable';
import { Paginator } from '../Paginator';
import type { PaginatorLabels } from '../Paginator';
import {
  clampPage,
  columnAlign,
  pageCountOf,
  pageSlice,
  selectAllState,
  toggleAll,
  toggleRow,
} from './model';
import {
  StyledCaption,
  StyledCheckbox,
  StyledFooter,
  StyledMessage,
  StyledMessageCell,
  StyledRow,
  StyledScroller,
  StyledSelectCell,
  StyledSkeleton,
  StyledTable,
  StyledTd,
  StyledTh,
  StyledTruncated,
  StyledVisuallyHidden,
  StyledWrapper,
} from './Table.styles';
import type { TableAlign, TableColumnKind, TableDensity } from './Table.styles';

export type { TableAlign, TableColumnKind, TableDensity };

export interface TableColumn<Row> {
  /** Identifies the column; without `render` the cell shows `row[key]`. */
  key: string;
  /** Column heading. */
  header: ReactNode;
  /** Renders the cell of a row. */
  render?: (row: Row) => ReactNode;
  /** CSS width of the column, e.g. `'120px'` or `'20%'`. */
  width?: string;
  /** Horizontal alignment of the heading and cells; `end` by default for numbers. */
  align?: TableAlign;
  /**
   * What the cells hold: identifiers, dates and numbers never wrap and use tabular figures; an
   * `action` (a button) never wraps either, so "Manage" is not cut in two in a narrow table.
   */
  kind?: TableColumnKind;
  /**
   * Widest the values may be, e.g. `'12em'`: longer ones end in an ellipsis, with the full value
   * as their title and wrapped in full while their row has focus.
   */
  maxWidth?: string;
  /** The full value of a cut cell when `render` does not return text. */
  title?: (row: Row) => string;
}

export interface TableLabels {
  /** Name of the select-all checkbox. */
  selectAll: string;
  /** Name of a row checkbox; `{row}` is replaced by the row's label. */
  selectRow: string;
  /** Announced while `loading`. */
  loading: string;
  /** Text of the retry button shown with `error`. */
  retry: string;
  /** Shown when there are no rows and no `empty` content is given. */
  empty: string;
  /** Words of the paginator under the table. */
  paginator?: Partial<PaginatorLabels>;
}

export const defaultTableLabels: TableLabels = {
  selectAll: 'Select all rows on this page',
  selectRow: 'Select {row}',
  loading: 'Loading',
  retry: 'Retry',
  empty: 'No data',
};

export interface TableProps<Row> {
  /** The columns, in display order. */
  columns: TableColumn<Row>[];
  /** Every row (client-side paging) or the rows of the current page (with `totalRows`). */
  rows: Row[];
  /** Stable id of a row, used for keys and selection. */
  getRowId: (row: Row) => string;
  /** Accessible name of the table. */
  caption: ReactNode;
  /** Keeps the caption for assistive technology only. */
  captionHidden?: boolean;
  /** Adds a checkbox to each row and a select-all checkbox for the page. */
  selectable?: boolean;
  /** Ids of the selected rows. */
  selectedIds?: string[];
  /** Receives the new list of selected ids. */
  onSelectionChange?: (ids: string[]) => void;
  /** Text naming a row in its checkbox's label; defaults to its id. */
  getRowLabel?: (row: Row) => string;
  /** Called when a row is clicked or activated with Enter or Space; makes rows focusable. */
  onRowClick?: (row: Row) => void;
  /** Shows skeleton rows and marks the table `aria-busy`. */
  loading?: boolean;
  /** Error message shown instead of the rows. */
  error?: ReactNode;
  /** Shows a retry button next to `error`. */
  onRetry?: () => void;
  /** Shown when there are no rows. */
  empty?: ReactNode;
  /** Rows per page. */
  pageSize?: number;
  /** The current page, 1-based; controlled when given. */
  page?: number;
  /** Total rows on the server: `rows` is then the current page only (server-side paging). */
  totalRows?: number;
  /** Receives the page the user asked for. */
  onPageChange?: (page: number) => void;
  /** Up to this many pages the paginator shows every number. */
  maxAllPages?: number;
  /** Words shown or announced; English defaults. */
  labels?: Partial<TableLabels>;
  /** `compact` fits many short columns: smaller values, tighter gaps. `regular` by default. */
  density?: TableDensity;
}

const cellText = (row: unknown, key: string): string => {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
};

const alignOf = (column: Pick<TableColumn<unknown>, 'align' | 'kind'>): TableAlign =>
  columnAlign(column.kind, column.align);

function cellContent<Row>(column: TableColumn<Row>, row: Row): ReactNode {
  const content = column.render ? column.render(row) : cellText(row, column.key);
  if (!column.maxWidth) return content;
  const title =
    column.title?.(row) ??
    (typeof content === 'string' || typeof content === 'number' ? String(content) : undefined);
  return (
    <StyledTruncated $maxWidth={column.maxWidth} title={title}>
      {content}
    </StyledTruncated>
  );
}

/** A data table with optional row selection, row activation, states and pagination. */
export function Table<Row>({
  columns,
  rows,
  getRowId,
  caption,
  captionHidden = false,
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  getRowLabel,
  onRowClick,
  loading = false,
  error,
  onRetry,
  empty,
  pageSize = 5,
  page: pageProp,
  totalRows,
  onPageChange,
  maxAllPages = 6,
  labels,
  density = 'regular',
}: TableProps<Row>) {
  const words = { ...defaultTableLabels, ...labels };
  const [ownPage, setOwnPage] = useState(1);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const scrollable = useIsScrollable(scrollerRef, true);
  const serverSide = totalRows !== undefined;
  const pageCount = pageCountOf(serverSide ? totalRows : rows.length, pageSize);
  const page = clampPage(pageProp ?? ownPage, pageCount);
  const pageRows = serverSide ? rows : pageSlice(rows, page, pageSize);
  const pageIds = pageRows.map(getRowId);
  const allState = selectAllState(selectedIds, pageIds);
  const columnCount = columns.length + (selectable ? 1 : 0);
  const hasError = error !== undefined && error !== null && error !== false;

  const changePage = (next: number) => {
    setOwnPage(next);
    onPageChange?.(next);
  };

  const rowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowClick?.(row);
    }
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: pageSize }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {selectable && <StyledSelectCell />}
        {columns.map((column) => (
          <StyledTd key={column.key} $align={alignOf(column)} $kind={column.kind ?? 'text'}>
            <StyledSkeleton $align={alignOf(column)} />
          </StyledTd>
        ))}
      </tr>
    ));
  } else if (hasError) {
    body = (
      <tr>
        <StyledMessageCell colSpan={columnCount}>
          <StyledMessage role="alert" $tone="error">
            <span>{error}</span>
            {onRetry && (
              <Button variant="secondary" size="sm" onClick={onRetry}>
                {words.retry}
              </Button>
            )}
          </StyledMessage>
        </StyledMessageCell>
      </tr>
    );
  } else if (pageRows.length === 0) {
    body = (
      <tr>
        <StyledMessageCell colSpan={columnCount}>
          <StyledMessage $tone="neutral">{empty ?? words.empty}</StyledMessage>
        </StyledMessageCell>
      </tr>
    );
  } else {
    body = pageRows.map((row) => {
      const id = getRowId(row);
      const selected = selectedIds.includes(id);
      return (
        <StyledRow
          key={id}
          $selected={selected}
          $clickable={!!onRowClick}
          tabIndex={onRowClick ? 0 : undefined}
          onClick={onRowClick ? () => onRowClick(row) : undefined}
          onKeyDown={onRowClick ? (event) => rowKeyDown(event, row) : undefined}
        >
          {selectable && (
            <StyledSelectCell onClick={(event) => event.stopPropagation()}>
              <StyledCheckbox
                type="checkbox"
                checked={selected}
                aria-label={words.selectRow.replaceAll('{row}', getRowLabel?.(row) ?? id)}
                onChange={() => onSelectionChange?.(toggleRow(selectedIds, id))}
              />
            </StyledSelectCell>
          )}
          {columns.map((column) => (
            <StyledTd key={column.key} $align={alignOf(column)} $kind={column.kind ?? 'text'}>
              {cellContent(column, row)}
            </StyledTd>
          ))}
        </StyledRow>
      );
    });
  }

  return (
    <StyledWrapper>
      {/* A table wider than its place scrolls sideways; keyboard users reach that scroll here. */}
      <StyledScroller ref={scrollerRef} tabIndex={scrollable ? 0 : undefined}>
        <StyledTable aria-busy={loading || undefined} $density={density}>
          {captionHidden ? (
            <caption>
              <StyledVisuallyHidden>{caption}</StyledVisuallyHidden>
            </caption>
          ) : (
            <StyledCaption>{caption}</StyledCaption>
          )}
          <colgroup>
            {selectable && <col />}
            {columns.map((column) => (
              <col key={column.key} style={column.width ? { width: column.width } : undefined} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {selectable && (
                <StyledSelectCell as="th" scope="col">
                  <StyledCheckbox
                    type="checkbox"
                    aria-label={words.selectAll}
                    checked={allState === 'all'}
                    ref={(el) => {
                      if (el) el.indeterminate = allState === 'some';
                    }}
                    disabled={loading || hasError || pageIds.length === 0}
                    onChange={() => onSelectionChange?.(toggleAll(selectedIds, pageIds))}
                  />
                </StyledSelectCell>
              )}
              {columns.map((column) => (
                <StyledTh key={column.key} scope="col" $align={alignOf(column)}>
                  {column.header}
                </StyledTh>
              ))}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </StyledTable>
      </StyledScroller>
      {loading && <StyledVisuallyHidden role="status">{words.loading}</StyledVisuallyHidden>}
      {!hasError && pageCount > 1 && (
        <StyledFooter>
          <Paginator
            page={page}
            pageCount={pageCount}
            onPageChange={changePage}
            maxAllPages={maxAllPages}
            labels={words.paginator}
          />
        </StyledFooter>
      )}
    </StyledWrapper>
  );
}
