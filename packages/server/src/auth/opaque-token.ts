import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A random token for a cookie or a link: 32 bytes, base64url. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token: a leaked table cannot be replayed. */
export function hashOpaqueToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(token).digest('base64url');
}

/** Compares two HMACs without leaking how many leading characters matched. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The token that replaces `token` when it is refreshed: derived from it with the secret rather
 * than drawn at random, so that requests which refreshed the same token at the same moment (two
 * tabs) can all be answered with the one successor the first of them stored.
 */
export function successorToken(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`successor:${token}`).digest('base64url');
}
