import { isAdmittedStatus, type SessionUser } from '@jiyun/domain';

/** What the app keeps about the signed-in user; persisted under one localStorage key. */
export interface Session {
  accessToken: string;
  user: SessionUser;
}

export const SESSION_STORAGE_KEY = 'jiyun.session';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function looksLikeUser(value: unknown): value is SessionUser {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    (value.type === 'root' || value.type === 'sub') &&
    typeof value.status === 'string' &&
    Array.isArray(value.permissions)
  );
}

/**
 * The session stored by an earlier visit, or null. Both the token and the user must be there:
 * a token without a user (or the reverse) is a half-written session and is not restored.
 */
export function parseStoredSession(raw: string | null): Session | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { accessToken, user } = value;
  if (typeof accessToken !== 'string' || accessToken === '' || !looksLikeUser(user)) return null;
  return { accessToken, user };
}

/** Only `active` and `updated` accounts may use the back-office. */
export function isAdmitted(user: SessionUser): boolean {
  return isAdmittedStatus(user.status);
}
