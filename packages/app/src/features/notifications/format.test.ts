import { describe, expect, it } from 'vitest';
import { formatNotificationTime } from './format';

describe('formatNotificationTime', () => {
  it.each([
    ['2026-11-20T09:05:00', '2026-11-20 9:05 AM'],
    ['2026-11-20T21:30:00', '2026-11-20 9:30 PM'],
    ['2026-01-02T00:00:00', '2026-01-02 12:00 AM'],
    ['not a date', ''],
  ])('%s → %j', (iso, text) => {
    expect(formatNotificationTime(iso)).toBe(text);
  });
});
