import type { NoticeTone } from '../internal/notice';

export type ToastTone = NoticeTone;

/** A toast waiting in the queue. Its clock runs while `runningSince` is set. */
export interface QueuedToast {
  id: string;
  tone: ToastTone;
  title?: string;
  message: string;
  /** Milliseconds left before it expires; `Infinity` stays until dismissed. */
  remaining: number;
  /** When the clock was (re)started, or `null` while paused (hovered or focused). */
  runningSince: number | null;
}

/** The spec's default: a toast stays four seconds unless hovered or focused. */
export const DEFAULT_TOAST_DURATION = 4000;
/** At most this many toasts are stacked; the oldest leave first. */
export const MAX_TOASTS = 5;

export type NewToast = Pick<QueuedToast, 'id' | 'tone' | 'title' | 'message'> & {
  duration?: number;
};

/** Appends a toast, running from `now`, and drops the oldest beyond `max`. */
export function addToast(
  queue: readonly QueuedToast[],
  toast: NewToast,
  now: number,
  max = MAX_TOASTS,
): QueuedToast[] {
  const { duration = DEFAULT_TOAST_DURATION, ...rest } = toast;
  const remaining = duration > 0 ? duration : Infinity;
  return [...queue, { ...rest, remaining, runningSince: now }].slice(-max);
}

/** Removes one toast; unknown ids leave the queue as it is. */
export function dismissToast(queue: readonly QueuedToast[], id: string): QueuedToast[] {
  return queue.some((t) => t.id === id) ? queue.filter((t) => t.id !== id) : [...queue];
}

/** Stops a toast's clock, keeping the time it has left. */
export function pauseToast(queue: readonly QueuedToast[], id: string, now: number): QueuedToast[] {
  return queue.map((t) =>
    t.id === id && t.runningSince !== null
      ? { ...t, remaining: t.remaining - (now - t.runningSince), runningSince: null }
      : t,
  );
}

/** Restarts a paused toast's clock from `now`. */
export function resumeToast(queue: readonly QueuedToast[], id: string, now: number): QueuedToast[] {
  return queue.map((t) =>
    t.id === id && t.runningSince === null ? { ...t, runningSince: now } : t,
  );
}

/** When a running toast runs out, or `Infinity` for paused and sticky ones. */
export function expiresAt(toast: QueuedToast): number {
  return toast.runningSince === null ? Infinity : toast.runningSince + toast.remaining;
}

/** Removes the toasts whose time is up at `now`. */
export function expireToasts(queue: readonly QueuedToast[], now: number): QueuedToast[] {
  return queue.filter((t) => expiresAt(t) > now);
}

/** The earliest moment a toast expires, or `null` when none will on its own. */
export function nextExpiry(queue: readonly QueuedToast[]): number | null {
  const soonest = Math.min(...queue.map(expiresAt));
  return Number.isFinite(soonest) ? soonest : null;
}
