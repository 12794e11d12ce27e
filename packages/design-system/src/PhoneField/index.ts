export { PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { sanitizePhoneInput } from './model';
