import type { ComponentType, ReactNode } from 'react';
import type { CardPadding } from './Card.styles';
import {
  StyledActions,
  StyledBody,
  StyledCard,
  StyledFooter,
  StyledHeader,
  StyledTarget,
  StyledTitle,
} from './Card.styles';

export type { CardPadding };

export interface CardLinkProps {
  /** Destination of the card. */
  href: string;
  /** Class carrying the design system's styles; apply it to the rendered element. */
  className?: string;
  /** Marks the element whose focus rings the card; pass it through. */
  'data-card-target'?: string;
  /** The card's title. */
  children: ReactNode;
}

export interface CardProps {
  /** Heading of the card; when the card is interactive it is also the link or button's name. */
  title?: ReactNode;
  /** Controls at the right of the header, e.g. an edit button; they stay separately clickable. */
  actions?: ReactNode;
  /** Content of the card. */
  children?: ReactNode;
  /** Row along the bottom edge, e.g. buttons or a status. */
  footer?: ReactNode;
  /** Inner spacing. */
  padding?: CardPadding;
  /** Element of the card: `article` for a self-contained item in a grid, `section` for a part of a page. */
  as?: 'section' | 'article' | 'div';
  /** Level of the title heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** Makes the whole card a button that calls this (needs `title`). */
  onClick?: () => void;
  /** Makes the whole card a link to this destination (needs `title`). */
  href?: string;
  /** Renders the link, e.g. a wrapper around the router's Link; defaults to `<a>`. */
  linkComponent?: ComponentType<CardLinkProps>;
}

function DefaultLink({ children, ...rest }: CardLinkProps) {
  return <a {...rest}>{children}</a>;
}

/**
 * A raised box grouping related content, e.g. a warehouse or a shipping line in a grid. With
 * `href` or `onClick` the title becomes a link or button stretched over the whole card, so the
 * card is one target while its `actions` and `footer` stay clickable on their own.
 */
export function Card({
  title,
  actions,
  children,
  footer,
  padding = 'md',
  as = 'section',
  headingLevel = 3,
  onClick,
  href,
  linkComponent = DefaultLink,
}: CardProps) {
  const interactive = title !== undefined && (href !== undefined || onClick !== undefined);
  const heading =
    title === undefined ? null : !interactive ? (
      title
    ) : href !== undefined ? (
      <StyledTarget as={linkComponent} href={href} data-card-target="" onClick={onClick}>
        {title}
      </StyledTarget>
    ) : (
      <StyledTarget type="button" data-card-target="" onClick={onClick}>
        {title}
      </StyledTarget>
    );

  return (
    <StyledCard as={as} $padding={padding} $interactive={interactive}>
      {(heading || actions) && (
        <StyledHeader>
          {heading && <StyledTitle as={`h${headingLevel}`}>{heading}</StyledTitle>}
          {actions && <StyledActions>{actions}</StyledActions>}
        </StyledHeader>
      )}
      {children !== undefined && children !== null && <StyledBody>{children}</StyledBody>}
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </StyledCard>
  );
}
