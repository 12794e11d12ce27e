import type { SessionUser } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { isAdmitted, parseStoredSession } from './session';

const user: SessionUser = {
  id: 'u1',
  type: 'root',
  merchant_id: 'm1',
  display_name: 'Maple Forwarding',
  first_name: null,
  last_name: null,
  avatar_url: null,
  status: 'active',
  country_code: '+1',
  phone_number: '6045550123',
  email: null,
  permissions: ['warehouse', 'orders'],
};

describe('parseStoredSession', () => {
  it.each<[string, string | null, boolean]>([
    ['nothing stored', null, false],
    ['not JSON', '{oops', false],
    ['JSON null', 'null', false],
    ['an array', '[]', false],
    ['token and user', JSON.stringify({ accessToken: 't', user }), true],
    ['token without user', JSON.stringify({ accessToken: 't' }), false],
    ['user without token', JSON.stringify({ user }), false],
    ['empty token', JSON.stringify({ accessToken: '', user }), false],
    ['user of the wrong shape', JSON.stringify({ accessToken: 't', user: { id: 'u1' } }), false],
  ])('%s → restored: %s', (_name, raw, restored) => {
    const session = parseStoredSession(raw);
    expect(session !== null).toBe(restored);
    if (session) expect(session).toEqual({ accessToken: 't', user });
  });
});

describe('isAdmitted', () => {
  it.each([
    ['active', true],
    ['updated', true],
    ['pending', false],
    ['inactive', false],
    ['suspended', false],
  ] as const)('%s → %s', (status, admitted) => {
    expect(isAdmitted({ ...user, status })).toBe(admitted);
  });
});
