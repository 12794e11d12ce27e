import { createHmac, randomBytes } from 'node:crypto';
import { sameDigest } from './opaque-token.js';

/**
 * A device cookie (OWASP's answer to targeted lockout): a browser that has signed in as a phone
 * gets a signed id bound to that phone. Its later sign-ins as that phone are limited on their own
 * count, so strangers guessing the phone's password cannot lock its owner out of their browser.
 */
export const DEVICE_COOKIE = 'jiyun_device';
/** How long a browser stays known without signing in again. */
export const DEVICE_COOKIE_DAYS = 180;

function signature(secret: string, phone: string, id: string): string {
  return createHmac('sha256', secret).update(`device:${phone}:${id}`).digest('base64url');
}

/** A new cookie value for a browser that has just signed in as `phone`. */
export function newDeviceCookie(secret: string, phone: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${signature(secret, phone, id)}`;
}

/**
 * The device id of the cookie a browser sent with a sign-in as `phone`, or null when there is none
 * or it is not one this server gave a browser that signed in as that phone.
 */
export function knownDevice(secret: string, cookie: string | undefined, phone: string) {
  const [id, signed, extra] = (cookie ?? '').split('.');
  if (!id || !signed || extra !== undefined) return null;
  return sameDigest(signed, signature(secret, phone, id)) ? id : null;
}
