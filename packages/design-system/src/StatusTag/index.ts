export { StatusTag } from './StatusTag';
export type { StatusTagProps } from './StatusTag';
export { statusInfo, statusTable } from './model';
export type { StatusInfo, StatusKind, StatusTone } from './model';
