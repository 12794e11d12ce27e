export { Card } from './Card';
export type { CardLinkProps, CardPadding, CardProps } from './Card';
