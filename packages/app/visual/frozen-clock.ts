import { vi } from 'vitest';

/**
 * "Now" for the page stories, set before any story module loads: `Date` reads this one instant
 * (fixtures, "today", storage days, "pending until") while timers still run. ToastProvider
 * measures a toast's life with `Date.now()`, so a toast a play shows stays in the picture.
 */
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T10:00:00+08:00') });
