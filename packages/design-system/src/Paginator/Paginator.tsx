import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { pageItems } from './model';
import {
  StyledEllipsis,
  StyledList,
  StyledNav,
  StyledPageButton,
  StyledStepButton,
} from './Paginator.styles';

export interface PaginatorLabels {
  /** Name of the previous-page button. */
  previous: string;
  /** Name of the next-page button. */
  next: string;
  /** Name of a page button; `{n}` is replaced by the page number. */
  page: string;
  /** Accessible name of the navigation landmark. */
  nav: string;
}

export const defaultPaginatorLabels: PaginatorLabels = {
  previous: 'Previous',
  next: 'Next',
  page: 'Page {n}',
  nav: 'Pagination',
};

export interface PaginatorProps {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are; nothing is rendered below 1. */
  pageCount: number;
  /** Receives the page the user asked for (never the current one). */
  onPageChange: (page: number) => void;
  /** Words shown or announced; English defaults. */
  labels?: Partial<PaginatorLabels>;
  /** Pages shown on each side of the current one when the list is condensed. */
  siblingCount?: number;
  /** Up to this many pages every page number is shown; above, ellipses hide some. */
  maxAllPages?: number;
}

/** Previous and next buttons around page numbers, condensed with ellipses for many pages. */
export function Paginator({
  page,
  pageCount,
  onPageChange,
  labels,
  siblingCount = 1,
  maxAllPages = 7,
}: PaginatorProps) {
  if (pageCount < 1) return null;
  const words = { ...defaultPaginatorLabels, ...labels };
  const items = pageItems({ page, pageCount, siblingCount, maxAllPages });
  const go = (target: number) => {
    if (target !== page && target >= 1 && target <= pageCount) onPageChange(target);
  };

  return (
    <StyledNav aria-label={words.nav}>
      <StyledList>
        <li>
          <StyledStepButton type="button" disabled={page <= 1} onClick={() => go(page - 1)}>
            <ChevronLeftIcon size={16} />
            <span>{words.previous}</span>
          </StyledStepButton>
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <StyledPageButton
                type="button"
                aria-label={words.page.replaceAll('{n}', String(item))}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </StyledPageButton>
            </li>
          ) : (
            <li key={item} aria-hidden="true">
              <StyledEllipsis>…</StyledEllipsis>
            </li>
          ),
        )}
        <li>
          <StyledStepButton type="button" disabled={page >= pageCount} onClick={() => go(page + 1)}>
            <span>{words.next}</span>
            <ChevronRightIcon size={16} />
          </StyledStepButton>
        </li>
      </StyledList>
    </StyledNav>
  );
}
