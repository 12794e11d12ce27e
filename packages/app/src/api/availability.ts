import { readApiFailure } from './api-error';

/** How long one notice covers: the failed requests of one outage say it once, not one each. */
export const UNAVAILABLE_NOTICE_MS = 10_000;

const listeners = new Set<() => void>();
let lastToldAt = Number.NEGATIVE_INFINITY;

/**
 * Tells the listeners when `error` is the server's 503 UNAVAILABLE (its database or file store
 * cannot be reached for a moment), at most once per `UNAVAILABLE_NOTICE_MS`.
 */
export function reportIfUnavailable(error: unknown, now = Date.now()): void {
  if (readApiFailure(error).code !== 'UNAVAILABLE') return;
  if (now - lastToldAt < UNAVAILABLE_NOTICE_MS) return;
  lastToldAt = now;
  for (const listener of listeners) listener();
}

/** Calls `listener` on each notice; returns the unsubscribe. */
export function onServiceUnavailable(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
