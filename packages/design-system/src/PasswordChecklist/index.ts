export { PasswordChecklist } from './PasswordChecklist';
export type { PasswordChecklistItem, PasswordChecklistProps } from './PasswordChecklist';
