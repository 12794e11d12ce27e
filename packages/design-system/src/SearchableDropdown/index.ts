export { SearchableDropdown } from './SearchableDropdown';
export type { DropdownOption, SearchableDropdownProps } from './SearchableDropdown';
