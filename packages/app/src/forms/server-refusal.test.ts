import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { refusalOf, stillRefused } from './server-refusal';

function answer(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

const sent = {
  display_name: '枫叶国际转运 Maple Forwarding Vancouver',
  email: 'wang.jianguo@maple-forwarding.ca',
  permission: ['warehouse', 'orders'],
};

describe('refusalOf', () => {
  it.each([
    [
      'a field of the form',
      answer(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        details: [{ field: 'email', message: 'must be a valid email' }],
      }),
      { email: 'server' },
    ],
    [
      'a dotted path by its first name',
      answer(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        details: [{ field: 'permission.1', message: 'unknown group' }],
      }),
      { permission: 'server' },
    ],
    [
      'no field the form holds',
      answer(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid input',
        details: [{ field: 'legal_rep.position', message: 'required' }],
      }),
      null,
    ],
    [
      'a refusal without details',
      answer(400, { code: 'VALIDATION_FAILED', message: 'Invalid input' }),
      null,
    ],
    [
      'another failure',
      answer(409, {
        code: 'CONFLICT',
        message: 'taken',
        details: [{ field: 'email', message: 'taken' }],
      }),
      null,
    ],
    ['no answer', new Error('offline'), null],
  ])('%s', (_, error, fields) => {
    expect(refusalOf(error, sent)?.fields ?? null).toEqual(fields);
  });
});

describe('stillRefused', () => {
  const refusal = { fields: { email: 'server', permission: 'server' }, sent };
  it.each([
    ['as sent', sent, { email: 'server', permission: 'server' }],
    [
      'the email changed',
      { ...sent, email: 'jianguo.wang@maple-forwarding.ca' },
      { permission: 'server' },
    ],
    ['the groups changed', { ...sent, permission: ['warehouse'] }, { email: 'server' }],
    [
      'the groups ticked again alike',
      { ...sent, permission: ['warehouse', 'orders'] },
      { email: 'server', permission: 'server' },
    ],
  ])('%s', (_, values, expected) => {
    expect(stillRefused(refusal, values)).toEqual(expected);
  });

  it('has nothing without a refusal', () => {
    expect(stillRefused(null, sent)).toEqual({});
  });
});
