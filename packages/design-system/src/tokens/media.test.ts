import { describe, expect, it } from 'vitest';
import { media } from './media';

describe('media', () => {
  it.each([
    ['atLeast', 'md', '@media (min-width: 768px)'],
    ['atLeast', 'xl', '@media (min-width: 1280px)'],
    ['atMost', 'sm', '@media (max-width: 480px)'],
    ['atMost', 'lg', '@media (max-width: 900px)'],
  ] as const)('%s(%s) → %s', (query, breakpoint, expected) => {
    expect(media[query](breakpoint)).toBe(expected);
  });
});
