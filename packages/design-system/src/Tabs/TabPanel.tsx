import type { ReactNode } from 'react';
import { tabId, tabPanelId } from './model';
import { StyledTabPanel } from './Tabs.styles';

export interface TabPanelProps {
  /** The same base id as the `Tabs` it belongs to. */
  tabsId: string;
  /** Value of the tab that shows this panel. */
  value: string;
  /** Content of the panel. */
  children?: ReactNode;
}

/** The content of one tab; render the current one (role tabpanel, named by its tab). */
export function TabPanel({ tabsId, value, children }: TabPanelProps) {
  return (
    <StyledTabPanel
      role="tabpanel"
      id={tabPanelId(tabsId, value)}
      aria-labelledby={tabId(tabsId, value)}
      tabIndex={0}
    >
      {children}
    </StyledTabPanel>
  );
}
