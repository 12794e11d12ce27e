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
