/** What a verified token says; `exp` is its expiry in seconds since the epoch. */
export interface VerifiedPayload {
  exp?: unknown;
}

/**
 * Wraps a token verifier so a token found good is remembered until it expires, and the next
 * requests that send it skip the signature check and the decoding (ADR 0070). A token that
 * fails is never remembered. At most `limit` tokens are kept, the oldest going first; a key is
 * the whole token, so two tokens can never share an entry.
 */
export function rememberVerified<Payload extends VerifiedPayload>(
  verify: (token: string) => Payload,
  limit: number,
  now: () => number = () => Date.now(),
): (token: string) => Payload {
  const remembered = new Map<string, Payload>();
  return (token) => {
    const known = remembered.get(token);
    if (known !== undefined) {
      if (typeof known.exp === 'number' && known.exp * 1000 > now()) return known;
      // Expired since: the verifier answers as for any expired token.
      remembered.delete(token);
    }
    const payload = verify(token);
    // Without an expiry there is nothing to remember it until.
    if (typeof payload.exp !== 'number') return payload;
    if (remembered.size >= limit) {
      const oldest = remembered.keys().next();
      if (oldest.done !== true) remembered.delete(oldest.value);
    }
    remembered.set(token, payload);
    return payload;
  };
}
