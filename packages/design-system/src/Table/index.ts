export { Table, defaultTableLabels } from './Table';
export type { TableAlign, TableColumn, TableLabels, TableProps } from './Table';
