import fastifyJwt from '@fastify/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { holdsPermission, PERMISSIONS } from '@jiyun/domain';
import type { Permission } from '@jiyun/domain';
import { createSessionService } from '../../auth/sessions.js';
import type { AccessTokenClaims, SessionService } from '../../auth/sessions.js';
import { forbidden, tokenExpired, unauthenticated } from '../../http/app-error.js';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenClaims;
    user: AccessTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: answers 401 unless a valid, unexpired access token is sent as bearer. */
    authenticate: PreHandler;
    /**
     * preHandler: team members need `permission` (or any one of several, for data two areas
     * share); the owner holds every permission.
     */
    requirePermission(permission: Permission, ...orAnyOf: Permission[]): PreHandler;
    sessions: SessionService;
  }
}

function isClaims(value: unknown): value is AccessTokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    typeof claims.mid === 'string' &&
    (claims.typ === 'root' || claims.typ === 'sub') &&
    Array.isArray(claims.perms) &&
    claims.perms.every((p) => (PERMISSIONS as readonly unknown[]).includes(p))
  );
}

export default fp(
  async (app) => {
    const { config } = app;
    await app.register(fastifyJwt, {
      secret: config.accessTokenSecret,
      sign: { algorithm: 'HS256', expiresIn: config.accessTokenTtl },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub'] },
    });

    app.decorate('authenticate', async (request: FastifyRequest) => {
      try {
        await request.jwtVerify();
      } catch (error) {
        const code = error instanceof Error && 'code' in error ? error.code : undefined;
        throw code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED' ? tokenExpired() : unauthenticated();
      }
      if (!isClaims(request.user)) throw unauthenticated();
    });

    app.decorate(
      'requirePermission',
      (permission: Permission, ...orAnyOf: Permission[]): PreHandler => {
        const accepted = [permission, ...orAnyOf];
        return async (request) => {
          if (!isClaims(request.user)) throw unauthenticated();
          const user = { type: request.user.typ, permissions: request.user.perms };
          if (!accepted.some((one) => holdsPermission(user, one))) throw forbidden();
        };
      },
    );

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
