import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectTarget } from './navigation';

describe('safeRedirectTarget', () => {
  it.each([
    [null, '/'],
    ['', '/'],
    ['/orders', '/orders'],
    ['/orders?page=2&status=packed', '/orders?page=2&status=packed'],
    ['/warehouse/w1#parcels', '/warehouse/w1#parcels'],
    ['orders', '/'],
    ['//evil.test/steal', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test/', '/'],
    ['javascript:alert(1)', '/'],
    ['/login', '/'],
    ['/login?redirect=/orders', '/'],
  ])('%j → %j', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });
});

describe('loginPathFor', () => {
  it.each([
    [null, '/login'],
    ['/', '/login'],
    ['/login', '/login'],
    ['/orders', '/login?redirect=%2Forders'],
    ['/orders?page=2', '/login?redirect=%2Forders%3Fpage%3D2'],
  ])('%j → %j', (origin, expected) => {
    expect(loginPathFor(origin)).toBe(expected);
  });

  it.each(['/orders?page=2&status=packed', '/billing/account', '/warehouse/w1?tab=parcels'])(
    'round-trips %j through the login address',
    (origin) => {
      const redirect = new URL(loginPathFor(origin), 'http://x').searchParams.get('redirect');
      expect(safeRedirectTarget(redirect)).toBe(origin);
    },
  );
});
