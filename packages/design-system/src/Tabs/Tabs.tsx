import { useRef } from 'react';
import type { ComponentType, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { tabId, tabKeyTarget, tabPanelId } from './model';
import { StyledTab, StyledTabList } from './Tabs.styles';

export interface TabItem {
  /** Stable value, compared with `value` and passed to `onChange`. */
  value: string;
  /** Visible text of the tab. */
  label: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** Makes the tab a link (route tabs); rendered with `linkComponent`. */
  href?: string;
}

export interface TabLinkProps {
  /** Destination of the tab. */
  href: string;
  /** Class carrying the design system's tab styles; apply it to the rendered element. */
  className?: string;
  /** The tab's label. */
  children: ReactNode;
  /** Always "tab". */
  role: 'tab';
  /** Element id, referenced by the panel. */
  id: string;
  /** Whether this is the current tab. */
  'aria-selected': boolean;
  /** Id of the panel this tab shows, on the current tab. */
  'aria-controls'?: string;
  /** Set on a disabled tab. */
  'aria-disabled'?: boolean;
  /** Roving tab stop: 0 on the current tab, -1 on the others. */
  tabIndex: number;
  /** Calls `onChange`; prevented on a disabled tab. */
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

export interface TabsProps {
  /** Base id shared with the `TabPanel`s, linking tabs and panels. */
  id: string;
  /** Value of the current tab. */
  value: string;
  /** Receives the value of the tab the user selects. */
  onChange: (value: string) => void;
  /** The tabs, in display order. */
  items: TabItem[];
  /** Accessible name of the tablist. */
  label: string;
  /** Renders link tabs, e.g. a wrapper around the router's Link; defaults to `<a>`. */
  linkComponent?: ComponentType<TabLinkProps>;
}

function DefaultLink({ children, ...rest }: TabLinkProps) {
  return <a {...rest}>{children}</a>;
}

/**
 * A row of tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs, Home and End
 * jump to the ends. Button tabs select as focus moves; link tabs (with `href`) only take focus,
 * and Enter or a click follows the link, so arrowing never navigates by itself.
 */
export function Tabs({
  id,
  value,
  onChange,
  items,
  label,
  linkComponent = DefaultLink,
}: TabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = items.findIndex((item) => item.value === value);
  const stopIndex = selectedIndex >= 0 ? selectedIndex : items.findIndex((item) => !item.disabled);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? []);
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current === -1) return;
    const target = tabKeyTarget(
      items.map((item) => Boolean(item.disabled)),
      current,
      event.key,
    );
    if (target === null) return;
    event.preventDefault();
    tabs[target]?.focus();
    const item = items[target];
    if (item && !item.href) onChange(item.value);
  };

  return (
    <StyledTabList ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item, index) => {
        const selected = index === selectedIndex;
        const common = {
          id: tabId(id, item.value),
          role: 'tab' as const,
          'aria-selected': selected,
          'aria-controls': selected ? tabPanelId(id, item.value) : undefined,
          'aria-disabled': item.disabled || undefined,
          tabIndex: index === stopIndex ? 0 : -1,
          onClick: (event: MouseEvent<HTMLElement>) => {
            if (item.disabled) {
              event.preventDefault();
              return;
            }
            if (!selected) onChange(item.value);
          },
        };
        return item.href ? (
          <StyledTab key={item.value} as={linkComponent} href={item.href} {...common}>
            {item.label}
          </StyledTab>
        ) : (
          <StyledTab key={item.value} type="button" {...common}>
            {item.label}
          </StyledTab>
        );
      })}
    </StyledTabList>
  );
}
