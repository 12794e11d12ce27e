import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type { LoginRequest, SessionResponse } from '@jiyun/domain';
import { readApiFailure } from '../../api/api-error';
import { profileKeys } from '../../api/query-keys';
import { LOGIN_PATH, navigateTo } from '../../routes/navigation';
import { admitSession, endSession, refuseInactiveAccount } from './session-actions';
import type { Session } from './session';

export const ROOT_LOGIN_PATH = '/merchants/auth/root-login';
// The HTTP client (axios, ~20 KB gzip) is fetched when the first call is made, not with the
// login page: it keeps the first load of /login within its budget.
const loadApi = async () => (await import('../../api/client')).api;
export const LOGOUT_PATH = '/merchants/auth/logout';

/**
 * Root-user login. Resolves with the admitted session, or null when the account may not use
 * the back-office (the not-active notice is raised instead).
 */
export function useLogin(
  options: Omit<UseMutationOptions<Session | null, unknown, LoginRequest>, 'mutationFn'> = {},
) {
  const store = useStore();
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: async (body: LoginRequest) => {
      const api = await loadApi();
      const { data } = await api.post<SessionResponse>(ROOT_LOGIN_PATH, body);
      const session = { accessToken: data.accessToken, user: data.data.user };
      return admitSession(session, store) ? session : null;
    },
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return options.onSuccess?.(...args);
    },
    onError: (...args) => {
      if (readApiFailure(args[0]).code === 'ACCOUNT_NOT_ACTIVE') refuseInactiveAccount(store);
      return options.onError?.(...args);
    },
  });
}

/** Logs out on the server, then, whatever the server answered, forgets the session here. */
export function useLogout(
  options: Omit<UseMutationOptions<void, unknown, void>, 'mutationFn'> = {},
) {
  const store = useStore();
  return useMutation({
    ...options,
    mutationFn: async () => {
      const api = await loadApi();
      await api.post(LOGOUT_PATH);
    },
    onSettled: async (...args) => {
      // Leave the protected area first, so its guard does not remember this page as an origin.
      await navigateTo(LOGIN_PATH, { replace: true });
      endSession(store);
      return options.onSettled?.(...args);
    },
  });
}
