import { describe, expect, it } from 'vitest';
import { rememberVerified } from './verified-tokens.js';

const SECOND = 1000;
const NOW = 1_800_000_000 * SECOND;

/** A verifier that counts its calls and refuses tokens named `forged` or past their expiry. */
function countingVerifier(clock: { now: number }) {
  const calls: string[] = [];
  const verify = (token: string) => {
    calls.push(token);
    if (token.startsWith('forged')) throw new Error('invalid signature');
    const exp = Number(token.split(':')[1]);
    if (Number.isFinite(exp) && exp * SECOND <= clock.now) throw new Error('expired');
    return Number.isFinite(exp) ? { sub: token, exp } : { sub: token };
  };
  return { verify, calls };
}

describe('rememberVerified', () => {
  const inAMinute = `good:${NOW / SECOND + 60}`;
  it.each([
    { case: 'a good token twice: verified once', tokens: [inAMinute, inAMinute], verified: 1 },
    {
      case: 'two good tokens: each verified once',
      tokens: [inAMinute, 'other:1800000100', inAMinute, 'other:1800000100'],
      verified: 2,
    },
    {
      case: 'a forged token: verified each time',
      tokens: ['forged:1800000060', 'forged:1800000060'],
      verified: 2,
    },
    { case: 'a token without expiry: verified each time', tokens: ['noexp', 'noexp'], verified: 2 },
  ])('$case', ({ tokens, verified }) => {
    const clock = { now: NOW };
    const { verify, calls } = countingVerifier(clock);
    const remembered = rememberVerified(verify, 10, () => clock.now);
    for (const token of tokens) {
      try {
        remembered(token);
      } catch {
        // a refused token: counted by the verifier
      }
    }
    expect(calls).toHaveLength(verified);
  });

  it('refuses a remembered token once it has expired, as the verifier does', () => {
    const clock = { now: NOW };
    const { verify, calls } = countingVerifier(clock);
    const remembered = rememberVerified(verify, 10, () => clock.now);
    expect(remembered(inAMinute).sub).toBe(inAMinute);
    clock.now += 60 * SECOND;
    expect(() => remembered(inAMinute)).toThrow('expired');
    expect(calls).toHaveLength(2);
  });

  it('keeps at most its limit, forgetting the oldest first', () => {
    const clock = { now: NOW };
    const { verify, calls } = countingVerifier(clock);
    const remembered = rememberVerified(verify, 2, () => clock.now);
    const [a, b, c] = ['a', 'b', 'c'].map((name) => `${name}:${NOW / SECOND + 60}`) as [
      string,
      string,
      string,
    ];
    for (const token of [a, b, c, c, b, a]) remembered(token);
    // a was forgotten when c came; b and c were still known.
    expect(calls).toEqual([a, b, c, a]);
  });
});
