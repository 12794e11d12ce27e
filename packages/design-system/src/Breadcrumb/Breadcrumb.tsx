import type { ComponentType, ReactNode } from 'react';
import { ChevronRightIcon } from '../icons';
import {
  StyledItem,
  StyledLink,
  StyledList,
  StyledSeparator,
  StyledText,
} from './Breadcrumb.styles';

export interface BreadcrumbItem {
  /** Visible text; long labels are cut with an ellipsis and shown whole on hover. */
  label: string;
  /** Destination; the last item (the current page) is never a link. */
  href?: string;
}

export interface BreadcrumbLinkProps {
  /** Destination of the link. */
  href: string;
  /** Class carrying the design system's link styles; apply it to the rendered element. */
  className?: string;
  /** The whole label, shown as a tooltip when it is cut. */
  title?: string;
  /** The label. */
  children: ReactNode;
}

export interface BreadcrumbProps {
  /** The trail from the top level down to the current page, which is last. */
  items: BreadcrumbItem[];
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Renders each link, e.g. a wrapper around the router's Link; defaults to `<a>`. */
  linkComponent?: ComponentType<BreadcrumbLinkProps>;
}

function DefaultLink({ children, ...rest }: BreadcrumbLinkProps) {
  return <a {...rest}>{children}</a>;
}

/** Where the current page sits, with links back up the trail. */
export function Breadcrumb({
  items,
  label = 'Breadcrumb',
  linkComponent = DefaultLink,
}: BreadcrumbProps) {
  return (
    <nav aria-label={label}>
      <StyledList>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <StyledItem key={`${index}-${item.label}`}>
              {item.href && !current ? (
                <StyledLink as={linkComponent} href={item.href} title={item.label}>
                  {item.label}
                </StyledLink>
              ) : (
                <StyledText
                  aria-current={current ? 'page' : undefined}
                  title={item.label}
                  $current={current}
                >
                  {item.label}
                </StyledText>
              )}
              {!current && (
                <StyledSeparator aria-hidden="true">
                  <ChevronRightIcon size={16} />
                </StyledSeparator>
              )}
            </StyledItem>
          );
        })}
      </StyledList>
    </nav>
  );
}
