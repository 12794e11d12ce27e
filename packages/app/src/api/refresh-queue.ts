/**
 * The rules for a request that the server answered with 401, kept free of axios and React
 * so they can be tested as a table.
 */

import { apiPaths } from '@jiyun/domain';

/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const NEVER_REFRESHED: readonly string[] = [
  ...Object.values(apiPaths.auth),
  // The forgot-password calls run signed out: their 401 is an expired flow, not a session.
  ...Object.values(apiPaths.passwordReset),
];

export interface UnauthorizedRequest {
  /** The request path, relative to the API base or absolute. */
  url: string;
  /** True when this request is already a replay after a refresh. */
  retried: boolean;
  /** The access token the request was sent with (null when it had none). */
  sentToken: string | null;
  /** The access token the session holds now. */
  currentToken: string | null;
}

/**
 * - `give-up`: pass the 401 to the caller.
 * - `replay`: another request already refreshed the session; send again with the current token.
 * - `refresh`: refresh the session once (shared with every request waiting), then replay.
 */
export type UnauthorizedAction = 'give-up' | 'replay' | 'refresh';

function pathOf(url: string): string {
  const withoutQuery = url.split(/[?#]/)[0] ?? '';
  return withoutQuery.replace(/^https?:\/\/[^/]+/, '').replace(/^\/api\/v1/, '');
}

export function isNeverRefreshed(url: string): boolean {
  const path = pathOf(url);
  return NEVER_REFRESHED.some((excluded) => path === excluded || path === excluded.slice(1));
}

export function decideOnUnauthorized(request: UnauthorizedRequest): UnauthorizedAction {
  if (request.retried || isNeverRefreshed(request.url)) return 'give-up';
  // The session ended (logout, failed refresh) while this request was out: nothing to refresh.
  if (request.sentToken !== null && request.currentToken === null) return 'give-up';
  // A request sent before a refresh finished carries the old token: the new one is already here.
  if (request.currentToken !== null && request.sentToken !== request.currentToken) return 'replay';
  return 'refresh';
}

/**
 * Single-flight refresh: however many requests hit 401 together, `refresh` runs once and
 * every caller waits for the same new token (or the same failure). A later 401 starts anew.
 */
export function createRefreshCoordinator(refresh: () => Promise<string>): {
  freshToken: () => Promise<string>;
  isRefreshing: () => boolean;
} {
  let inFlight: Promise<string> | null = null;
  return {
    freshToken() {
      if (!inFlight) {
        inFlight = refresh().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    isRefreshing: () => inFlight !== null,
  };
}
