import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { SessionResponse } from '@jiyun/domain';
import type { DemoSignIn } from '../seed/demo.js';

export function loginPath(signIn: Pick<DemoSignIn, 'type'>): string {
  return `/api/v1/merchants/auth/${signIn.type === 'root' ? 'root' : 'sub'}-login`;
}

export function postJson(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** The refresh cookie's value in a response, if it set one. */
export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'jiyun_refresh')?.value;
}

export interface SignedIn {
  accessToken: string;
  refreshToken: string;
  body: SessionResponse;
}

export async function signIn(app: FastifyInstance, who: DemoSignIn): Promise<SignedIn> {
  const response = await postJson(app, loginPath(who), {
    country_code: who.country_code,
    identifier: who.identifier,
    password: who.password,
  });
  if (response.statusCode !== 200)
    throw new Error(`Sign-in failed: ${response.statusCode} ${response.body}`);
  const body = response.json<SessionResponse>();
  const refreshToken = refreshCookieOf(response);
  if (!refreshToken) throw new Error('Sign-in set no refresh cookie');
  return { accessToken: body.accessToken, refreshToken, body };
}

export function bearer(accessToken: string): Record<string, string> {
  return { authorization: `Bearer ${accessToken}` };
}

/**
 * Waits until the app has heard of every change committed so far. A change made outside a
 * request (a repository called directly, a statement of the test's own) reaches the app the way
 * one made by `pnpm ops` or another instance does: as the database's notification (ADR 0071).
 */
export function changesHeard(app: FastifyInstance): Promise<void> {
  return app.dbListener.caughtUp();
}
