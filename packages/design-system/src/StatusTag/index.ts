export { StatusTag } from './StatusTag';
export type { StatusTagProps, StatusTone } from './StatusTag';
