import { checkPassword, type PasswordChecks } from '@jiyun/domain';

/** The checklist's rows, in the order shown, for the password typed so far. */
export function passwordChecklistRows(
  password: string,
): { key: keyof PasswordChecks; met: boolean }[] {
  const checks = checkPassword(password);
  return (['length', 'uppercase', 'digit', 'special'] as const).map((key) => ({
    key,
    met: checks[key],
  }));
}

/** "Password has to match" shows once something is typed in the confirmation and it differs. */
export function confirmationMismatch(password: string, confirmation: string): boolean {
  return confirmation !== '' && confirmation !== password;
}

/**
 * The rule a new-password form adds to the domain schema (which checks the password itself): the
 * confirmation repeats it. Keyed by field, as the form hook takes it.
 */
export function confirmationFailures(
  password: string,
  confirmation: string,
): Record<string, string> {
  return confirmation === password ? {} : { confirmation: 'mismatch' };
}
