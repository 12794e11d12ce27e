import { describe, expect, it } from 'vitest';
import { knownDevice, newDeviceCookie } from './device-cookie.js';

const SECRET = 'refresh-secret-of-this-server-0123456789';
const PHONE = '+16045550123';

describe('device cookies', () => {
  const cookie = newDeviceCookie(SECRET, PHONE);
  const [id] = cookie.split('.');

  it.each<[string, string | undefined, string, string | null]>([
    ['its own phone', cookie, PHONE, id ?? ''],
    ['another phone', cookie, '+8613800138000', null],
    ['a changed signature', `${cookie}x`, PHONE, null],
    ['a changed id', `y${cookie}`, PHONE, null],
    ['no cookie', undefined, PHONE, null],
    ['a value with more parts', `${cookie}.extra`, PHONE, null],
    ['an empty value', '', PHONE, null],
  ])('knows the browser for %s: %#', (_, value, phone, expected) => {
    expect(knownDevice(SECRET, value, phone)).toBe(expected);
  });

  it("is not known to a server with another secret, and each browser's id differs", () => {
    expect(knownDevice('another-secret', cookie, PHONE)).toBeNull();
    expect(newDeviceCookie(SECRET, PHONE)).not.toBe(cookie);
  });
});
