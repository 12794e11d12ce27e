import { describe, expect, it } from 'vitest';
import { adminFailureKey, type AdminFailure } from '@jiyun/domain';
import { withReason } from './failure';

describe('withReason', () => {
  const t = (key: string) => `«${key}»`;
  it.each<[AdminFailure, string]>([
    ['failed', 'Not saved.'],
    ['phone_in_use', 'Not saved. «failures.phone_in_use»'],
    ['invalid_code', 'Not saved. «failures.invalid_code»'],
  ])('%s → %s', (failure, expected) => {
    expect(withReason('Not saved.', { failure, key: adminFailureKey(failure) }, t)).toBe(expected);
  });
});
