/**
 * SQLSTATEs that say the database cannot be reached now, not that the query is wrong: class 08
 * (connection exception), 53300 (too many connections), 57P01–57P03 (shut down, crashed,
 * starting up).
 */
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|53300|57P0[123])$/;

/** Node's socket errors of a server that is down or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres says these in words only: the server went away mid-query, or never answered. */
const DRIVER_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
];

/**
 * Whether `error` (or an error it wraps: drizzle's failed query, Node's AggregateError of each
 * address tried) says the database is unreachable: the request may succeed when it is back, so
 * the answer is a 503, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (UNAVAILABLE_STATE.test(code) || NETWORK_CODES.has(code))) {
    return true;
  }
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((each) => isDatabaseUnavailable(each, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
