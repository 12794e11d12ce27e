import type { UserStatus } from './types.js';

const ADMITTED: ReadonlySet<string> = new Set<UserStatus>(['active', 'updated']);

/** Only `active` and `updated` accounts may use the back-office. */
export function isAdmittedStatus(status: string | null | undefined): boolean {
  return status != null && ADMITTED.has(status);
}
