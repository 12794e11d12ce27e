import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createVerifier, TokenError } from 'fast-jwt';
import { holdsPermission, isAdmittedStatus, PERMISSIONS } from '@jiyun/domain';
import type { Permission } from '@jiyun/domain';
import { createSessionService } from '../../auth/sessions.js';
import { rememberVerified } from '../../auth/verified-tokens.js';
import { rememberSessionStates, SESSION_STATE_CHANNEL } from '../../auth/session-states.js';
import type { AccessTokenClaims, SessionService } from '../../auth/sessions.js';
import {
  accountNotActive,
  forbidden,
  tokenExpired,
  unauthenticated,
} from '../../http/app-error.js';
import type { SessionState } from '../../repositories/users.js';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: answers 401 unless a valid, unexpired access token is sent as bearer and is
     * still current (its user exists and nothing ended it since), 403 when the user or the
     * company is no longer admitted.
     */
    authenticate: PreHandler;
    /** The user a valid bearer token names, or null (none sent, forged or expired). */
    bearerUserId(request: FastifyRequest): Promise<string | null>;
    /**
     * preHandler: team members need `permission` (or any one of several, for data two areas
     * share); the owner holds every permission.
     */
    requirePermission(permission: Permission, ...orAnyOf: Permission[]): PreHandler;
    sessions: SessionService;
  }

  interface FastifySchema {
    /**
     * The permission groups a team member needs (any one of them), written by the auth plugin
     * from the route's `requirePermission` guard: the OpenAPI document shows it, and the
     * permission matrix test walks every route by it.
     */
    'x-permissions'?: Permission[];
  }
}

/** The groups each guard made by `requirePermission` accepts, to document them on its routes. */
const guardPermissions = new WeakMap<object, Permission[]>();

function hookList(hooks: unknown): unknown[] {
  if (hooks === undefined || hooks === null) return [];
  return Array.isArray(hooks) ? (hooks as unknown[]) : [hooks];
}

function isClaims(value: unknown): value is AccessTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.mid === 'string' &&
    (claims.typ === 'root' || claims.typ === 'sub') &&
    Array.isArray(claims.perms) &&
    claims.perms.every((p) => (PERMISSIONS as readonly unknown[]).includes(p)) &&
    Number.isSafeInteger(claims.ver)
  );
}

/**
 * How many verified access tokens are remembered (a few hundred bytes each): one per signed-in
 * browser tab of the last few minutes, on a busy instance.
 */
const VERIFIED_TOKENS_REMEMBERED = 10_000;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
function bearerToken(request: FastifyRequest): string | null {
  const parts = request.headers.authorization?.split(' ');
  if (parts?.length !== 2 || !/^Bearer$/i.test(parts[0] as string)) return null;
  return parts[1] as string;
}

/**
 * How many users' session states are remembered (under a hundred bytes each): everyone signed in
 * to a busy instance; beyond it the longest kept is forgotten and read again when needed.
 */
const SESSION_STATES_REMEMBERED = 50_000;

/** Requests that never change what the session check reads; the others wait to be heard. */
const readsOnly = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Checked on every signed-in request, against the state the database last told this process of
 * (ADR 0071, after ADR 0029): a suspension, a permission change, a new password or a logout
 * counts from the very next request, on every instance and whoever made the change.
 */
function checkStillCurrent(claims: AccessTokenClaims, state: SessionState | null): void {
  // Removed, or moved to another company: the token names someone who no longer exists.
  if (state === null || state.merchant_id !== claims.mid) throw unauthenticated();
  if (!isAdmittedStatus(state.status) || !isAdmittedStatus(state.merchant_status)) {
    throw accountNotActive();
  }
  // Stale: the app refreshes, and the new token carries the current permissions.
  if (state.token_version !== claims.ver) throw tokenExpired();
}

export default fp(
  async (app) => {
    const { config } = app;
    // @fastify/jwt signs the access tokens; they are verified below, by one verifier of our own.
    await app.register(fastifyJwt, {
      secret: config.accessTokenSecret,
      sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtl },
    });

    // One verifier, built once, that remembers the tokens it found good until they expire: a
    // token is sent with every request of a session, and checking its signature and decoding it
    // again each time was about 5 % of a list request (ADR 0070). A forged or expired token is
    // never remembered. Whether the session is still current is read below on every request.
    const verifyAccessToken = rememberVerified(
      createVerifier({
        key: config.accessTokenSecret,
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub'],
      }),
      VERIFIED_TOKENS_REMEMBERED,
    );
    /** The claims of the request's bearer token; throws 401 (or token-expired) otherwise. */
    const verifiedClaims = (request: FastifyRequest): AccessTokenClaims => {
      const token = bearerToken(request);
      if (token === null) throw unauthenticated();
      let claims: unknown;
      try {
        claims = verifyAccessToken(token);
      } catch (error) {
        const expired = error instanceof TokenError && error.code === TokenError.codes.expired;
        throw expired ? tokenExpired() : unauthenticated();
      }
      // Checked like any untrusted value: a signature says who wrote it, not what it holds.
      if (!isClaims(claims)) throw unauthenticated();
      return claims;
    };

    // The session states, remembered until the database tells of a change (migration 0017's
    // triggers): reading one on every request was the largest cost of a list page left (ADR 0071).
    const sessionStates = rememberSessionStates(
      (userId) => app.repositories.users.findSessionState(userId),
      SESSION_STATES_REMEMBERED,
    );
    let everHeard = false;
    await app.dbListener.listen(SESSION_STATE_CHANNEL, {
      heard: (payload) => sessionStates.heard(payload),
      hearing: (isHearing) => {
        sessionStates.hearing(isHearing);
        // Said once each way, as the Redis outage is (ADR 0029): requests go on either way.
        if (!isHearing) {
          app.log.warn(
            "Lost the database's notifications: every request reads its session state until they are back",
          );
        } else if (everHeard) {
          app.log.info("The database's notifications are back: session states are kept again");
        }
        everHeard ||= isHearing;
      },
    });
    // A change this instance made is heard here before its answer goes out, so the caller's next
    // request to this instance finds it; other instances hear it as PostgreSQL delivers it. Only
    // PostgreSQL waits (one `select 1` on the listening connection); the embedded database has
    // already told of it.
    app.addHook('onSend', async (request) => {
      if (!readsOnly.has(request.method)) await app.dbListener.caughtUp();
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = verifiedClaims(request);
      request.user = claims;
      checkStillCurrent(claims, await sessionStates.current(claims.sub));
    });

    app.decorate('bearerUserId', async (request: FastifyRequest) => {
      try {
        return verifiedClaims(request).sub;
      } catch {
        return null;
      }
    });

    app.decorate(
      'requirePermission',
      (permission: Permission, ...orAnyOf: Permission[]): PreHandler => {
        const accepted = [permission, ...orAnyOf];
        const guard: PreHandler = async (request) => {
          if (!isClaims(request.user)) throw unauthenticated();
          const user = { type: request.user.typ, permissions: request.user.perms };
          if (!accepted.some((one) => holdsPermission(user, one))) throw forbidden();
        };
        guardPermissions.set(guard, accepted);
        return guard;
      },
    );

    // Every route guarded by `requirePermission` (as onRequest or preHandler) says so in its
    // schema, so no route's rule is only in its code.
    app.addHook('onRoute', (route) => {
      const accepted = [...hookList(route.onRequest), ...hookList(route.preHandler)].flatMap(
        (hook) => (typeof hook === 'function' ? (guardPermissions.get(hook) ?? []) : []),
      );
      if (accepted.length > 0) route.schema = { ...route.schema, 'x-permissions': accepted };
    });

    app.decorate(
      'sessions',
      createSessionService({
        users: app.repositories.users,
        refreshTokens: app.repositories.refreshTokens,
        refreshTokenSecret: config.refreshTokenSecret,
        refreshTokenTtl: config.refreshTokenTtl,
        signAccessToken: (claims) => app.jwt.sign(claims),
      }),
    );
  },
  { name: 'auth', dependencies: ['config', 'db'] },
);
