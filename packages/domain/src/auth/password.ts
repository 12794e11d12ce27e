export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 25;

/** Each rule of a new password, in the order the checklist shows them. */
export interface PasswordChecks {
  length: boolean;
  uppercase: boolean;
  digit: boolean;
  special: boolean;
}

/** Which password rules hold for `password`; drives the live checklist and the server's check. */
export function checkPassword(password: string): PasswordChecks {
  return {
    length: password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: /[^A-Za-z0-9\s]/.test(password),
  };
}

export function isStrongPassword(password: string): boolean {
  return Object.values(checkPassword(password)).every(Boolean);
}
