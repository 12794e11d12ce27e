export { EmptyState } from './EmptyState';
export type { EmptyStateIllustration, EmptyStateProps } from './EmptyState';
