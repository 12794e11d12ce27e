import { checkPassword, isStrongPassword, type PasswordChecks } from '@jiyun/domain';

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

/** A new password may be sent when it meets every rule and the confirmation repeats it. */
export function canSetNewPassword(password: string, confirmation: string): boolean {
  return isStrongPassword(password) && confirmation === password;
}

/** Settings: the current password is given too (spec 5: all filled, matching, rules met). */
export function canChangePassword(
  current: string,
  password: string,
  confirmation: string,
): boolean {
  return current !== '' && canSetNewPassword(password, confirmation);
}
