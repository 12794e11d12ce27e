import axios, { AxiosHeaders, isAxiosError, type InternalAxiosRequestConfig } from 'axios';
import { apiPaths, type SessionResponse } from '@jiyun/domain';
import { sessionAtom } from '../session/atoms';
import { admitSession, endSession } from '../session/actions';
import { loginPathFor, navigateTo } from '../routes/navigation';
import { appStore } from '../state/store';
import { createRefreshCoordinator, decideOnUnauthorized } from './refresh-queue';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set on the replay of a request after a refresh, so a second 401 is final. */
    jiyunRetried?: boolean;
  }
}

/** The one HTTP client of the app: `/api/v1`, cookies sent (refresh token), bearer from the session. */
export const api = axios.create({ baseURL: '/api/v1', withCredentials: true });

function currentToken(): string | null {
  return appStore.get(sessionAtom)?.accessToken ?? null;
}

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = AxiosHeaders.from(config.headers).get('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : null;
}

api.interceptors.request.use((config) => {
  const token = currentToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

const refresher = createRefreshCoordinator(async () => {
  const { data } = await api.post<SessionResponse>(apiPaths.auth.refresh);
  if (!admitSession({ accessToken: data.accessToken, user: data.data.user })) {
    throw new Error('The refreshed account is not active.');
  }
  return data.accessToken;
});

function leaveToLogin(): void {
  const origin = `${window.location.pathname}${window.location.search}`;
  endSession();
  void navigateTo(loginPathFor(origin), { replace: true });
}

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config;
  const action = decideOnUnauthorized({
    url: config.url ?? '',
    retried: config.jiyunRetried === true,
    sentToken: bearerOf(config),
    currentToken: currentToken(),
  });
  if (action === 'give-up') throw error;
  if (action === 'refresh') {
    try {
      await refresher.freshToken();
    } catch {
      leaveToLogin();
      throw error;
    }
  }
  // The request interceptor puts the now-current token on the replay.
  return api.request({ ...config, jiyunRetried: true });
});
