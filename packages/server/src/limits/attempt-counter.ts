/** How many attempts a key holds in its current window, and when that window ends. */
export interface AttemptCount {
  count: number;
  /** Milliseconds until the window (started by the key's first attempt) ends. */
  resetInMs: number;
}

/**
 * Counts attempts per key in fixed windows that start with a key's first attempt. Kept in
 * memory (one process) or in Redis (shared by every instance).
 */
export interface AttemptCounter {
  /** Adds one attempt to `key`, opening a window of `windowMs` if none is open. */
  add(key: string, windowMs: number): Promise<AttemptCount>;
  /** Takes back one attempt that turned out not to count. */
  takeBack(key: string): Promise<void>;
  /** Forgets every attempt of `key`. */
  clear(key: string): Promise<void>;
}

interface Window {
  count: number;
  endsAt: number;
}

/** Expired windows are swept at most this often, so memory follows the keys of one window. */
const SWEEP_EVERY_MS = 60_000;

/** The in-process counter: for one instance, and for every instance while Redis is down. */
export function createMemoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, Window>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at;
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  }

  function open(key: string, at: number): Window | undefined {
    const window = windows.get(key);
    if (window && window.endsAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  }

  return {
    async add(key, windowMs) {
      const at = now();
      sweep(at);
      const window = open(key, at) ?? { count: 0, endsAt: at + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.endsAt - at };
    },
    async takeBack(key) {
      const window = open(key, now());
      if (!window) return;
      window.count -= 1;
      if (window.count <= 0) windows.delete(key);
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}
