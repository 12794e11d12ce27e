export interface Debouncer<T> {
  /** Runs the action with `value` once `delayMs` pass without another call. */
  call: (value: T, delayMs: number) => void;
  /** Drops the waiting call, if any. */
  cancel: () => void;
  /** Whether a call is waiting. */
  pending: () => boolean;
}

/** Delays an action until calls stop for a while; only the last value is acted on. */
export function createDebouncer<T>(action: (value: T) => void): Debouncer<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    call(value, delayMs) {
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        action(value);
      }, delayMs);
    },
    cancel,
    pending: () => timer !== undefined,
  };
}
