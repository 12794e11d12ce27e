import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.js';

export const REFRESH_COOKIE = 'jiyun_refresh';
// Sent only to the auth routes, so no other request carries the refresh token.
export const REFRESH_COOKIE_PATH = '/api/v1/merchants/auth';

function options(config: AppConfig) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure,
    path: REFRESH_COOKIE_PATH,
  } as const;
}

export function setRefreshCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  expires: Date,
) {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(config), expires });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(REFRESH_COOKIE, options(config));
}
