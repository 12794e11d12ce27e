import { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/password.js';
import type { PasswordChecks } from '../auth/password.js';

const RULE_MESSAGES: Record<keyof PasswordChecks, string> = {
  length: `Password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`,
  uppercase: 'Password must contain at least 1 uppercase letter.',
  digit: 'Password must contain at least 1 number.',
  special: 'Password must contain at least 1 special character.',
};

/** The first password rule `password` breaks, in the checklist's order, or null when it is strong. */
export function weakPasswordMessage(password: string): string | null {
  const checks = checkPassword(password);
  const broken = (Object.keys(RULE_MESSAGES) as (keyof PasswordChecks)[]).find(
    (rule) => !checks[rule],
  );
  return broken === undefined ? null : RULE_MESSAGES[broken];
}
