import { urls } from './urls';

/**
 * How code outside React (the API layer, session rules) moves the browser. The router registers
 * itself at start; before that (or without a router) a full page load does the job.
 */
type Navigator = (to: string, options?: { replace?: boolean }) => Promise<void> | void;

let navigator: Navigator = (to) => {
  window.location.assign(to);
};

export function registerNavigator(next: Navigator): void {
  navigator = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> | void {
  return navigator(to, options);
}

export const LOGIN_PATH = urls.login();
export const REDIRECT_PARAM = 'redirect';

/** The login address that brings the user back to `origin` (path + search) after signing in. */
export function loginPathFor(origin: string | null): string {
  if (!origin || origin === '/' || origin.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: origin }).toString()}`;
}

/**
 * Where to go after signing in: the remembered origin when it is a path of this app, else `/`.
 * Anything that could leave the app (`//evil.test`, `https://…`, `/\evil`) falls back to `/`.
 */
export function safeRedirectTarget(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  let url: URL;
  try {
    url = new URL(raw, 'http://jiyun.invalid');
  } catch {
    return '/';
  }
  if (url.origin !== 'http://jiyun.invalid' || url.pathname.startsWith(LOGIN_PATH)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}
