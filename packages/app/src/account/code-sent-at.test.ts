import { describe, expect, it } from 'vitest';
import { codeSentAtFor } from './code-sent-at';

describe('codeSentAtFor', () => {
  const now = 100_000;
  it.each([
    [30, now],
    [20, now - 10_000],
    [0, now - 30_000],
    [-5, now - 30_000],
    [90, now],
  ])('resend_after %i s → sent at now − %i', (resendAfter, sentAt) => {
    expect(codeSentAtFor(resendAfter, now)).toBe(sentAt);
  });
});
