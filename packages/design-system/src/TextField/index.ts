export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { LengthCounter } from './LengthCounter';
export type { LengthCounterProps } from './LengthCounter';
