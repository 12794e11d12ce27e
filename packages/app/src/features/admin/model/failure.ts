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
