export { Tabs } from './Tabs';
export type { TabItem, TabLinkProps, TabsProps } from './Tabs';
export { TabPanel } from './TabPanel';
export type { TabPanelProps } from './TabPanel';
