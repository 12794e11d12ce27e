export { DatePicker } from './DatePicker';
export type { DatePickerProps } from './DatePicker';
export { defaultDatePickerLabels } from './labels';
export type { DatePickerLabels } from './labels';
export type { DateFormat, DateRange } from './model';
