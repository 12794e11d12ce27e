export { FilterDropdown } from './FilterDropdown';
export type { FilterDropdownProps, FilterOption } from './FilterDropdown';
