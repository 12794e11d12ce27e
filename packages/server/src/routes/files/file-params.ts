import { object, string } from 'yup';

export const fileKeyParams = object({
  key: string().required('key is required.').max(128, 'key must be at most 128 characters.'),
});
