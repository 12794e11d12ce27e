export { Paginator, defaultPaginatorLabels } from './Paginator';
export type { PaginatorLabels, PaginatorProps } from './Paginator';
export { pageItems } from './model';
export type { PageItem, PageItemsInput } from './model';
