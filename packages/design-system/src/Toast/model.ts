import type { NoticeTone } from '../internal/notice';

export type ToastTone = NoticeTone;

/**
 * What keeps a toast on screen past its time: a pointer resting on it (for a bounded while) or
 * the keyboard focus inside it (until the focus leaves, so a keyboard user is never dropped).
 */
export type ToastHold = 'pointer' | 'focus';

/** A toast waiting in the queue. Times are milliseconds; `since` is when the current phase began. */
export interface QueuedToast {
  id: string;
  tone: ToastTone;
  title?: string;
  message: string;
  /** Time left on its own clock; `Infinity` stays until dismissed. */
  remaining: number;
  /** What holds it now, or `null` while its clock runs. */
  hold: ToastHold | null;
  /** How much longer a resting pointer may still keep it; spent while the pointer rests. */
  pointerHoldLeft: number;
  /** When the current phase (running or held) began. */
  since: number;
}

/** The spec's default: a toast stays four seconds. */
export const DEFAULT_TOAST_DURATION = 4000;
/** A pointer resting on a toast extends its life by at most this much in all (issue 11). */
export const MAX_POINTER_HOLD = 5000;
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
  maxPointerHold = MAX_POINTER_HOLD,
): QueuedToast[] {
  const { duration = DEFAULT_TOAST_DURATION, ...rest } = toast;
  const remaining = duration > 0 ? duration : Infinity;
  const added: QueuedToast = {
    ...rest,
    remaining,
    hold: null,
    pointerHoldLeft: Math.max(0, maxPointerHold),
    since: now,
  };
  return [...queue, added].slice(-max);
}

/** Removes one toast; unknown ids leave the queue as it is. */
export function dismissToast(queue: readonly QueuedToast[], id: string): QueuedToast[] {
  return queue.some((t) => t.id === id) ? queue.filter((t) => t.id !== id) : [...queue];
}

/**
 * The toast as it stands at `now`: the time since `since` is taken from its clock (running), from
 * the pointer allowance first and then its clock (pointer hold), or from nothing (focus hold).
 */
function settle(toast: QueuedToast, now: number): QueuedToast {
  const spent = Math.max(0, now - toast.since);
  if (toast.hold === 'focus') return { ...toast, since: now };
  if (toast.hold === 'pointer') {
    const fromAllowance = Math.min(spent, toast.pointerHoldLeft);
    return {
      ...toast,
      pointerHoldLeft: toast.pointerHoldLeft - fromAllowance,
      remaining: toast.remaining - (spent - fromAllowance),
      since: now,
    };
  }
  return { ...toast, remaining: toast.remaining - spent, since: now };
}

/** Sets what holds a toast from `now` on (`null`: its clock runs again). */
export function holdToast(
  queue: readonly QueuedToast[],
  id: string,
  hold: ToastHold | null,
  now: number,
): QueuedToast[] {
  return queue.map((t) => (t.id === id && t.hold !== hold ? { ...settle(t, now), hold } : t));
}

/**
 * When a toast runs out: focus keeps it, a resting pointer delays it by what is left of its
 * allowance, sticky ones (`Infinity`) never do.
 */
export function expiresAt(toast: QueuedToast): number {
  if (toast.hold === 'focus') return Infinity;
  const allowance = toast.hold === 'pointer' ? toast.pointerHoldLeft : 0;
  return toast.since + allowance + toast.remaining;
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
