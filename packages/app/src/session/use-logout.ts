import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { apiPaths } from '@jiyun/domain';
import { send } from '../api/http';
import { LOGIN_PATH, navigateTo } from '../routes/navigation';
import { endSession } from './actions';

/** Logs out on the server, then, whatever the server answered, forgets the session here. */
export function useLogout(
  options: Omit<UseMutationOptions<void, unknown, void>, 'mutationFn'> = {},
) {
  const store = useStore();
  return useMutation({
    ...options,
    mutationFn: async () => {
      await send('post', apiPaths.auth.logout);
    },
    onSettled: async (...args) => {
      // Leave the protected area first, so its guard does not remember this page as an origin.
      await navigateTo(LOGIN_PATH, { replace: true });
      endSession(store);
      return options.onSettled?.(...args);
    },
  });
}
