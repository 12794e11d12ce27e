export { Table, defaultTableLabels } from './Table';
export type { TableAlign, TableColumn, TableColumnKind, TableLabels, TableProps } from './Table';
