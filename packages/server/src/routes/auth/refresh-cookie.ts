import type { FastifyReply } from 'fastify';
import { API_BASE, apiPaths } from '@jiyun/domain';
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS } from '../../auth/device-cookie.js';
import type { AppConfig } from '../../config.js';

export const REFRESH_COOKIE = 'jiyun_refresh';
const authFolder = apiPaths.auth.refresh.slice(0, apiPaths.auth.refresh.lastIndexOf('/'));
// Sent only to the auth routes (`/api/v1/merchants/auth`), so no other request carries it.
export const REFRESH_COOKIE_PATH = `${API_BASE}${authFolder}`;

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

/**
 * The browser's device cookie (`auth/device-cookie.ts`), sent only to the auth routes like the
 * refresh cookie; signing out keeps it, since the browser stays the one that signed in.
 */
export function setDeviceCookie(reply: FastifyReply, config: AppConfig, value: string) {
  const expires = new Date(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000);
  reply.setCookie(DEVICE_COOKIE, value, { ...options(config), expires });
}
