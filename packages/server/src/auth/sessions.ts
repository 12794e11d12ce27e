import { randomUUID } from 'node:crypto';
import { isAdmittedStatus, normalizeCountryCode, normalizePhoneNumber } from '@jiyun/domain';
import type { LoginRequest, SessionUser, UserType } from '@jiyun/domain';
import { accountNotActive, invalidCredentials, unauthenticated } from '../http/app-error.js';
import type { RefreshTokenRepository, StoredRefreshToken } from '../repositories/refresh-tokens.js';
import type { SessionUserRecord, UserRepository } from '../repositories/users.js';
import { hashOpaqueToken, newOpaqueToken, successorToken } from './opaque-token.js';
import { spendPasswordCheck, verifyPassword } from './password-hash.js';

/**
 * How long after a refresh token was exchanged the same token still gets its successor: two
 * tabs refreshing at the same moment both stay signed in. Later, it is a copy someone kept.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;

/** What the access token says about its bearer. */
export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  /** Merchant id: every merchant-owned query is scoped by it. */
  mid: string;
  typ: UserType;
  perms: SessionUser['permissions'];
  /** The user's `token_version` at signing; a later change or logout makes the token stale. */
  ver: number;
}

/** A signed-in session: the bearer token, the cookie's refresh token, and who it is. */
export interface IssuedSession {
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  user: SessionUser;
}

export interface SessionServiceDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenRepository;
  refreshTokenSecret: string;
  /** Seconds. */
  refreshTokenTtl: number;
  signAccessToken(claims: AccessTokenClaims): string;
}

const isAdmitted = (record: SessionUserRecord) =>
  isAdmittedStatus(record.user.status) && isAdmittedStatus(record.merchant_status);

export function createSessionService(deps: SessionServiceDeps) {
  const { users, refreshTokens } = deps;
  const hash = (token: string) => hashOpaqueToken(deps.refreshTokenSecret, token);
  const expiry = () => new Date(Date.now() + deps.refreshTokenTtl * 1000);

  function accessTokenFor(record: SessionUserRecord): string {
    const { user } = record;
    return deps.signAccessToken({
      sub: user.id,
      mid: user.merchant_id,
      typ: user.type,
      perms: user.permissions,
      ver: record.token_version,
    });
  }

  async function openSession(record: SessionUserRecord): Promise<IssuedSession> {
    const refreshToken = newOpaqueToken();
    const refreshExpiresAt = expiry();
    await refreshTokens.insert({
      user_id: record.user.id,
      family_id: randomUUID(),
      token_hash: hash(refreshToken),
      expires_at: refreshExpiresAt,
    });
    return {
      accessToken: accessTokenFor(record),
      refreshToken,
      refreshExpiresAt,
      user: record.user,
    };
  }

  /**
   * The answer to a refresh token already exchanged: within `REFRESH_REUSE_GRACE_MS` of its
   * exchange, its successor while that is still live (a second tab asked at the same moment);
   * otherwise reuse, which ends every session of this sign-in.
   */
  async function sameMomentSuccessor(
    refreshToken: string,
    stored: StoredRefreshToken,
  ): Promise<IssuedSession> {
    const exchangedAt = stored.revoked_at?.getTime() ?? Number.NEGATIVE_INFINITY;
    if (Date.now() - exchangedAt <= REFRESH_REUSE_GRACE_MS) {
      const nextToken = successorToken(deps.refreshTokenSecret, refreshToken);
      const next = await refreshTokens.findByHash(hash(nextToken));
      const record = next && (await users.findSessionUserById(next.user_id));
      if (
        next &&
        next.family_id === stored.family_id &&
        next.revoked_at === null &&
        next.expires_at.getTime() > Date.now() &&
        record &&
        isAdmitted(record)
      ) {
        return {
          accessToken: accessTokenFor(record),
          refreshToken: nextToken,
          refreshExpiresAt: next.expires_at,
          user: record.user,
        };
      }
    }
    await refreshTokens.revokeFamily(stored.family_id);
    throw unauthenticated();
  }

  return {
    /** Checks phone and password for one kind of user (owner or team member) and opens a session. */
    async signIn(type: UserType, request: LoginRequest): Promise<IssuedSession> {
      const countryCode = normalizeCountryCode(request.country_code);
      const phoneNumber = normalizePhoneNumber(request.identifier);
      const candidate =
        countryCode === null
          ? null
          : await users.findLoginCandidate(type, countryCode, phoneNumber);
      if (!candidate) {
        await spendPasswordCheck(request.password);
        throw invalidCredentials();
      }
      if (!(await verifyPassword(candidate.password_hash, request.password))) {
        throw invalidCredentials();
      }
      // Only after the password matched: a stranger must not learn an account's state.
      const record = await users.findSessionUser(candidate.merchant_id, candidate.id);
      if (!record || !isAdmitted(record)) throw accountNotActive();
      return openSession(record);
    },

    /**
     * Opens a session for a user who proved who they are another way (a password reset by
     * SMS code): the same tokens and checks as a sign-in.
     */
    async startSession(userId: string): Promise<IssuedSession> {
      const record = await users.findSessionUserById(userId);
      if (!record) throw unauthenticated();
      if (!isAdmitted(record)) throw accountNotActive();
      return openSession(record);
    },

    /** The sign-in (token family) a refresh token belongs to, if it is still live. */
    async familyOf(refreshToken: string | undefined): Promise<string | null> {
      if (!refreshToken) return null;
      const stored = await refreshTokens.findByHash(hash(refreshToken));
      return stored && stored.revoked_at === null ? stored.family_id : null;
    },

    /**
     * Trades a refresh token for a new pair. Requests that refresh the same token at the same
     * moment (two tabs) all get its one successor; a token used again after
     * `REFRESH_REUSE_GRACE_MS` is a copy someone kept, and ends its whole family.
     */
    async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
      if (!refreshToken) throw unauthenticated();
      const stored = await refreshTokens.findByHash(hash(refreshToken));
      if (!stored) throw unauthenticated();
      if (stored.revoked_at !== null) return sameMomentSuccessor(refreshToken, stored);
      if (stored.expires_at.getTime() <= Date.now()) throw unauthenticated();

      const record = await users.findSessionUserById(stored.user_id);
      if (!record) {
        await refreshTokens.revokeFamily(stored.family_id);
        throw unauthenticated();
      }
      if (!isAdmitted(record)) {
        await refreshTokens.revokeFamily(stored.family_id);
        throw accountNotActive();
      }

      const nextToken = successorToken(deps.refreshTokenSecret, refreshToken);
      const refreshExpiresAt = expiry();
      const rotated = await refreshTokens.rotate(stored.id, {
        user_id: stored.user_id,
        family_id: stored.family_id,
        token_hash: hash(nextToken),
        expires_at: refreshExpiresAt,
      });
      if (rotated === null) {
        // Another request refreshed it between our read and our write.
        const now = await refreshTokens.findByHash(hash(refreshToken));
        return sameMomentSuccessor(refreshToken, now ?? stored);
      }
      return {
        accessToken: accessTokenFor(record),
        refreshToken: nextToken,
        refreshExpiresAt,
        user: record.user,
      };
    },

    /**
     * Ends the sign-in the refresh token belongs to and the access tokens of its user and of
     * `bearerUserId` (the verified bearer, if one was sent): they fail from the next request on.
     * The user's other devices refresh once. Unknown or missing tokens are fine.
     */
    async signOut(refreshToken: string | undefined, bearerUserId: string | null): Promise<void> {
      const ended = new Set<string>();
      if (bearerUserId !== null) ended.add(bearerUserId);
      if (refreshToken) {
        const stored = await refreshTokens.findByHash(hash(refreshToken));
        if (stored) {
          await refreshTokens.revokeFamily(stored.family_id);
          ended.add(stored.user_id);
        }
      }
      for (const userId of ended) await users.endAccessTokens(userId);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
