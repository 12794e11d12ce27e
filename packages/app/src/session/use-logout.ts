import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { LOGIN_PATH, navigateTo } from '../routes/navigation';
import { endSession } from './actions';

// Shares the lazily loaded client with the login form (see use-login.ts).
const loadApi = async () => (await import('../api/client')).api;
export const LOGOUT_PATH = '/merchants/auth/logout';

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
