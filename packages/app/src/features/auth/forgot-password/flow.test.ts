import { describe, expect, it } from 'vitest';
import { readFlow, restartReason } from './flow';

const flow = {
  countryCode: '+86',
  phone: '13800000002',
  flowToken: 'flow-1',
  codeSentAt: 1_000,
};

describe('readFlow', () => {
  it.each([
    ['no state', null, 'code', { missing: 'phone' }],
    ['a string state', 'x', 'code', { missing: 'phone' }],
    ['no phone', { ...flow, phone: '' }, 'code', { missing: 'phone' }],
    ['an unknown country code', { ...flow, countryCode: '+44' }, 'code', { missing: 'phone' }],
    ['no flow token', { ...flow, flowToken: undefined }, 'code', { missing: 'flowToken' }],
    ['an empty flow token', { ...flow, flowToken: '' }, 'reset', { missing: 'flowToken' }],
    ['no reset token on the reset step', flow, 'reset', { missing: 'resetToken' }],
    ['the code step', flow, 'code', { flow }],
    [
      'the reset step with its token',
      { ...flow, resetToken: 'reset-1' },
      'reset',
      { flow: { ...flow, resetToken: 'reset-1' } },
    ],
    [
      'a missing send time (counted as long ago)',
      { ...flow, codeSentAt: 'soon' },
      'code',
      { flow: { ...flow, codeSentAt: 0 } },
    ],
  ] as const)('%s', (_name, state, step, expected) => {
    expect(readFlow(state, step)).toEqual(expected);
  });
});

describe('restartReason', () => {
  it.each([
    [{ missing: 'phone' }, 'phone'],
    [{ missing: 'flowToken' }, 'flowToken'],
    [{ missing: 'resetToken' }, 'resetToken'],
    [{ missing: 'other' }, null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (state, reason) => {
    expect(restartReason(state)).toBe(reason);
  });
});
