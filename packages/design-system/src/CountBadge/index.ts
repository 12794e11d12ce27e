export { CountBadge } from './CountBadge';
export type { CountBadgeProps } from './CountBadge';
export { countBadgeText } from './model';
