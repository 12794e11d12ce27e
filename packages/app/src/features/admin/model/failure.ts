import { adminFailureKey, adminFailureOf, type AdminFailure } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';

/** What an admin page says for a failed call: the domain's failure and its text key. */
export function adminFailureFrom(error: unknown): {
  failure: AdminFailure;
  key: `failures.${AdminFailure}`;
} {
  const { status, code, message } = readApiFailure(error);
  const failure = adminFailureOf({
    status: status ?? undefined,
    code: code ?? undefined,
    message: message ?? undefined,
  });
  return { failure, key: adminFailureKey(failure) };
}

/**
 * A failed save in words: what failed, then why when the server said more than "failed" (the
 * headline already says the input is kept, so the generic reason would only repeat it).
 */
export function withReason(
  headline: string,
  { failure, key }: { failure: AdminFailure; key: `failures.${AdminFailure}` },
  t: (key: `failures.${AdminFailure}`) => string,
): string {
  return failure === 'failed' ? headline : `${headline} ${t(key)}`;
}

/**
 * The server's refusal of the avatar a save sent (413 too large, 415 not JPG or PNG), said under
 * the avatar where another can be picked, rather than beside Save.
 */
export function avatarRefusalKey(
  error: unknown,
): 'failures.avatar_too_large' | 'failures.avatar_type' | null {
  const { failure, key } = adminFailureFrom(error);
  return failure === 'avatar_too_large' || failure === 'avatar_type'
    ? (key as 'failures.avatar_too_large' | 'failures.avatar_type')
    : null;
}
