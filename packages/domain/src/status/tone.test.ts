import { describe, expect, it } from 'vitest';
import { statusToneIn } from './tone.js';

const tones = { open: 'info', done: 'success' } as const;

describe('statusToneIn', () => {
  it.each([
    ['a known status', 'open', 'info'],
    ['another known status', 'done', 'success'],
    ['an unknown status', 'lost', 'neutral'],
    ['an inherited property name', 'toString', 'neutral'],
    ['the empty string', '', 'neutral'],
  ])('%s (%j) → %s', (_, status, tone) => {
    expect(statusToneIn(tones, status)).toBe(tone);
  });
});
