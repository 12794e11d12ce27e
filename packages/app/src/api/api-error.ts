import type { AxiosError } from 'axios';
import type { ApiErrorCode, FieldError } from '@jiyun/domain';

/** What the app needs to know about a failed call, whatever failed (server, network, our code). */
export interface ApiFailure {
  /** HTTP status, or null when no answer came (offline, timeout, a bug before sending). */
  status: number | null;
  /** The envelope's machine-readable code, when the server sent one. */
  code: ApiErrorCode | null;
  /** The envelope's message for people, when the server sent one. */
  message: string | null;
  /** Seconds from `Retry-After` on a 429. */
  retryAfterSeconds: number | null;
  details: FieldError[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function readRetryAfter(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
}

// The same test as axios' own isAxiosError, without importing axios: the login page reads
// errors before the HTTP client's chunk is needed anywhere else (see features/auth/queries.ts).
function isAxiosError(error: unknown): error is AxiosError {
  return isRecord(error) && error.isAxiosError === true;
}

/** Reads the `{ message, code, details? }` envelope out of whatever a call threw. */
export function readApiFailure(error: unknown): ApiFailure {
  if (!isAxiosError(error) || !error.response) {
    return { status: null, code: null, message: null, retryAfterSeconds: null, details: [] };
  }
  const { status, data, headers } = error.response;
  const body = isRecord(data) ? data : {};
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : null;
  // The code set is the server's contract; an unknown string still tells us the server answered.
  const code = typeof body.code === 'string' ? (body.code as ApiErrorCode) : null;
  const details = Array.isArray(body.details)
    ? body.details.filter(
        (item): item is FieldError =>
          isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string',
      )
    : [];
  const retryAfter = isRecord(headers) ? headers['retry-after'] : undefined;
  return { status, code, message, retryAfterSeconds: readRetryAfter(retryAfter), details };
}
