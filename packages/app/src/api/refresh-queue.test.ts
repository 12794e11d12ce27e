import { describe, expect, it } from 'vitest';
import {
  createRefreshCoordinator,
  decideOnUnauthorized,
  type UnauthorizedAction,
  type UnauthorizedRequest,
} from './refresh-queue';

describe('decideOnUnauthorized', () => {
  const base: UnauthorizedRequest = {
    url: '/merchants/profile',
    retried: false,
    sentToken: 'old',
    currentToken: 'old',
  };
  it.each<[string, Partial<UnauthorizedRequest>, UnauthorizedAction]>([
    ['an expired token on a data call', {}, 'refresh'],
    ['a call with no token at all', { sentToken: null, currentToken: null }, 'refresh'],
    ['a call already replayed once', { retried: true }, 'give-up'],
    ['the root login', { url: '/merchants/auth/root-login' }, 'give-up'],
    ['the sub-account login', { url: 'merchants/auth/sub-login' }, 'give-up'],
    ['the refresh itself', { url: '/merchants/auth/refresh' }, 'give-up'],
    ['the logout', { url: '/api/v1/merchants/auth/logout' }, 'give-up'],
    ...[
      '/merchants/auth/phone/password-reset/request',
      '/merchants/auth/phone/resend-otp',
      '/merchants/auth/phone/password-reset/verify',
      '/merchants/auth/reset-password',
    ].map(
      (url) =>
        [
          `the signed-out password reset call ${url}`,
          { url, sentToken: null, currentToken: null },
          'give-up',
        ] as [string, Partial<UnauthorizedRequest>, UnauthorizedAction],
    ),
    [
      'an absolute logout URL',
      { url: 'http://localhost:3000/api/v1/merchants/auth/logout' },
      'give-up',
    ],
    [
      'a path that only starts like the refresh',
      { url: '/merchants/auth/refresh-tokens' },
      'refresh',
    ],
    ['a query string after the path', { url: '/merchants/orders?page=2' }, 'refresh'],
    ['a token refreshed meanwhile by another call', { currentToken: 'new' }, 'replay'],
    ['a session ended meanwhile', { currentToken: null }, 'give-up'],
  ])('%s → %s', (_name, change, expected) => {
    expect(decideOnUnauthorized({ ...base, ...change })).toBe(expected);
  });
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('createRefreshCoordinator', () => {
  it.each([
    ['one request', 1],
    ['three requests at once', 3],
    ['ten requests at once', 10],
  ])('%s share a single refresh and get the same token', async (_name, count) => {
    const gate = deferred<string>();
    let calls = 0;
    const coordinator = createRefreshCoordinator(() => {
      calls += 1;
      return gate.promise;
    });
    const waiting = Array.from({ length: count }, () => coordinator.freshToken());
    expect(coordinator.isRefreshing()).toBe(true);
    gate.resolve('new-token');
    expect(await Promise.all(waiting)).toEqual(Array(count).fill('new-token'));
    expect(calls).toBe(1);
    expect(coordinator.isRefreshing()).toBe(false);
  });

  it('a failed refresh fails every waiting request, and the next 401 tries again', async () => {
    let calls = 0;
    const coordinator = createRefreshCoordinator(async () => {
      calls += 1;
      if (calls === 1) throw new Error('refresh cookie expired');
      return 'second-token';
    });
    const results = await Promise.allSettled([coordinator.freshToken(), coordinator.freshToken()]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(await coordinator.freshToken()).toBe('second-token');
    expect(calls).toBe(2);
  });

  it('refreshes again for a 401 that comes after the previous refresh finished', async () => {
    let calls = 0;
    const coordinator = createRefreshCoordinator(async () => `token-${++calls}`);
    expect(await coordinator.freshToken()).toBe('token-1');
    expect(await coordinator.freshToken()).toBe('token-2');
  });
});
