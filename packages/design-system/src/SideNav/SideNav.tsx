import { useId } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import {
  StyledFooter,
  StyledHeader,
  StyledIcon,
  StyledItem,
  StyledLink,
  StyledList,
  StyledNav,
  StyledText,
  StyledToggle,
} from './SideNav.styles';

export interface SideNavLinkProps {
  /** Destination of the link. */
  href: string;
  /** Class carrying the design system's link styles; apply it to the rendered element. */
  className?: string;
  /** Icon and label. */
  children: ReactNode;
  /** Set on the link of the current page. */
  'aria-current'?: 'page';
  /** Accessible name while the navigation is collapsed to icons. */
  'aria-label'?: string;
  /** Tooltip while the navigation is collapsed to icons. */
  title?: string;
}

export interface SideNavItem {
  /** Stable identifier, compared with `activeKey`. */
  key: string;
  /** Visible text, and the accessible name when collapsed. */
  label: string;
  /** Icon shown before the label, and alone when collapsed. */
  icon: ReactNode;
  /** Destination of the item. */
  href: string;
}

export interface SideNavProps {
  /** The navigation entries, in display order. */
  items: SideNavItem[];
  /** Key of the item of the current page; it gets `aria-current="page"`. */
  activeKey?: string;
  /** Whether the navigation shows icons only. */
  collapsed: boolean;
  /** Receives the requested collapsed state when the toggle button is pressed. */
  onCollapsedChange: (collapsed: boolean) => void;
  /** Accessible name of the toggle button while expanded. */
  collapseLabel?: string;
  /** Accessible name of the toggle button while collapsed. */
  expandLabel?: string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Brand area at the top. */
  header?: ReactNode;
  /** User area at the bottom. */
  footer?: ReactNode;
  /** Renders each link, e.g. a wrapper around the router's Link; defaults to `<a>`. */
  linkComponent?: ComponentType<SideNavLinkProps>;
}

function DefaultLink({ children, ...rest }: SideNavLinkProps) {
  return <a {...rest}>{children}</a>;
}

/** The app's main navigation: a column of icon links that collapses from 300px to 60px. */
export function SideNav({
  items,
  activeKey,
  collapsed,
  onCollapsedChange,
  collapseLabel = 'Collapse navigation',
  expandLabel = 'Expand navigation',
  label = 'Main navigation',
  header,
  footer,
  linkComponent = DefaultLink,
}: SideNavProps) {
  const listId = useId();
  return (
    <StyledNav aria-label={label} $collapsed={collapsed}>
      {header && <StyledHeader>{header}</StyledHeader>}
      <StyledList id={listId}>
        {items.map((item) => (
          <StyledItem key={item.key}>
            <StyledLink
              as={linkComponent}
              href={item.href}
              aria-current={item.key === activeKey ? 'page' : undefined}
              aria-label={collapsed ? item.label : undefined}
              title={collapsed ? item.label : undefined}
              $collapsed={collapsed}
            >
              <StyledIcon aria-hidden="true">{item.icon}</StyledIcon>
              {!collapsed && <StyledText>{item.label}</StyledText>}
            </StyledLink>
          </StyledItem>
        ))}
      </StyledList>
      <StyledToggle
        type="button"
        aria-expanded={!collapsed}
        aria-controls={listId}
        aria-label={collapsed ? expandLabel : collapseLabel}
        title={collapsed ? expandLabel : undefined}
        onClick={() => onCollapsedChange(!collapsed)}
        $collapsed={collapsed}
      >
        {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
      </StyledToggle>
      {footer && <StyledFooter>{footer}</StyledFooter>}
    </StyledNav>
  );
}
