export { SearchBar } from './SearchBar';
export type { SearchBarProps, SearchField } from './SearchBar';
