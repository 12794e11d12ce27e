import { describe, expect, it } from 'vitest';
import { createMemoryAttemptCounter } from './attempt-counter.js';
import { createSignInLimiter } from './sign-in-limiter.js';
import type { SignInAttempt } from './sign-in-limiter.js';

type Outcome = 'failed' | 'succeeded' | 'withdrawn';
/**
 * One sign-in: who tries, how it ends if let through, whether it is let through, and the browser's
 * device id when it signed in as the phone before.
 */
type Step = [address: string, phone: string, outcome: Outcome, admitted: boolean, device?: string];

const VICTIM = '+16045550123';
const OTHER = '+16045550199';

async function play(steps: Step[], limits = { perPhone: 3, perAddress: 5, windowSeconds: 60 }) {
  const limiter = createSignInLimiter(createMemoryAttemptCounter(), limits);
  const admitted: boolean[] = [];
  for (const [address, phone, outcome, , device] of steps) {
    const attempt: SignInAttempt = { address, phone, device: device ?? null };
    const admission = await limiter.admit(attempt);
    admitted.push(admission.admitted);
    if (admission.admitted) await admission.ticket[outcome]();
  }
  return admitted;
}

const repeat = (times: number, step: Step): Step[] => Array.from({ length: times }, () => step);

describe('createSignInLimiter', () => {
  it.each<[string, Step[]]>([
    ['successful sign-ins never count', repeat(20, ['10.0.0.1', VICTIM, 'succeeded', true])],
    [
      'failures of one phone are limited across addresses',
      [
        ['10.0.0.1', VICTIM, 'failed', true],
        ['10.0.0.2', VICTIM, 'failed', true],
        ['10.0.0.3', VICTIM, 'failed', true],
        ['10.0.0.4', VICTIM, 'failed', false],
        ['10.0.0.4', OTHER, 'failed', true],
      ],
    ],
    [
      'failures from one address are limited across phones',
      [
        ...[1, 2, 3, 4, 5].map((n): Step => ['10.0.0.1', `+1604555010${n}`, 'failed', true]),
        ['10.0.0.1', '+16045550106', 'failed', false],
        ['10.0.0.2', '+16045550106', 'failed', true],
      ],
    ],
    [
      "a success forgets the phone's failures",
      [
        ...repeat(2, ['10.0.0.1', VICTIM, 'failed', true]),
        ['10.0.0.1', VICTIM, 'succeeded', true],
        ...repeat(3, ['10.0.0.1', VICTIM, 'failed', true]),
        ['10.0.0.1', VICTIM, 'failed', false],
      ],
    ],
    [
      "a success of one's own account does not forget the address's failures",
      [
        ...[1, 2].flatMap((n): Step[] => [
          ['10.0.0.9', `+1604555010${n}`, 'failed', true],
          ['10.0.0.9', `+1604555010${n}`, 'failed', true],
          ['10.0.0.9', '+16045550999', 'succeeded', true],
        ]),
        ['10.0.0.9', '+16045550103', 'failed', true],
        ['10.0.0.9', '+16045550104', 'failed', false],
      ],
    ],
    [
      'attempts that end otherwise (an account not active) do not count',
      repeat(10, ['10.0.0.1', VICTIM, 'withdrawn', true]),
    ],
    [
      'refused attempts do not count, so the wait does not grow',
      [
        ...repeat(3, ['10.0.0.1', VICTIM, 'failed', true]),
        ...repeat(5, ['10.0.0.1', VICTIM, 'failed', false]),
        // The address held 3 failures, not 8: two more phones are still allowed from it.
        ['10.0.0.1', '+16045550101', 'failed', true],
        ['10.0.0.1', '+16045550102', 'failed', true],
        ['10.0.0.1', '+16045550103', 'failed', false],
      ],
    ],
    [
      "strangers' failures do not lock the owner out of a browser the phone signed in on",
      [
        ...repeat(3, ['10.0.0.1', VICTIM, 'failed', true]),
        ['10.0.0.2', VICTIM, 'succeeded', false],
        ['10.0.0.3', VICTIM, 'succeeded', true, 'laptop'],
        // The owner signing in does not give the strangers more guesses.
        ['10.0.0.1', VICTIM, 'failed', false],
      ],
    ],
    [
      'a known browser has its own count, which the strangers do not share',
      [
        ...repeat(3, ['10.0.0.3', VICTIM, 'failed', true, 'laptop']),
        ['10.0.0.3', VICTIM, 'succeeded', false, 'laptop'],
        ['10.0.0.3', VICTIM, 'failed', true, 'phone'],
        ['10.0.0.1', VICTIM, 'failed', true],
      ],
    ],
  ])('%s', async (_name, steps) => {
    expect(await play(steps)).toEqual(steps.map(([, , , admitted]) => admitted));
  });

  it('holds a place per attempt, so concurrent guesses cannot all slip under the limit', async () => {
    const limiter = createSignInLimiter(createMemoryAttemptCounter(), {
      perPhone: 3,
      perAddress: 100,
      windowSeconds: 60,
    });
    const admissions = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        limiter.admit({ address: `10.0.1.${n}`, phone: VICTIM }),
      ),
    );
    expect(admissions.filter((admission) => admission.admitted)).toHaveLength(3);
  });

  it('answers the seconds until the window that refuses ends', async () => {
    let at = 0;
    const limiter = createSignInLimiter(
      createMemoryAttemptCounter(() => at),
      {
        perPhone: 1,
        perAddress: 10,
        windowSeconds: 600,
      },
    );
    const first = await limiter.admit({ address: '10.0.0.1', phone: VICTIM });
    if (first.admitted) await first.ticket.failed();
    at = 100_500;
    expect(await limiter.admit({ address: '10.0.0.2', phone: VICTIM })).toEqual({
      admitted: false,
      retryAfterSeconds: 500,
    });
  });
});
