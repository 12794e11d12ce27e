export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbItem, BreadcrumbLinkProps, BreadcrumbProps } from './Breadcrumb';
