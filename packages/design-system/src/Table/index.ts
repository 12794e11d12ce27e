export { Table, defaultTableLabels } from './Table';
export type {
  TableAlign,
  TableColumn,
  TableColumnKind,
  TableDensity,
  TableLabels,
  TableProps,
} from './Table';
