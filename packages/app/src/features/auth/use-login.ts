import { useCallback, useState } from 'react';
import { useStore } from 'jotai';
import type { LoginRequest } from '@jiyun/domain';
import { readApiFailure } from '../../api/api-error';
import { admitSession, refuseInactiveAccount } from '../../session/actions';
import type { Session } from '../../session/session';
import { loginClient } from './api/login';

interface LoginState {
  isPending: boolean;
  error: unknown;
}

/**
 * Root-user login. Not a TanStack mutation on purpose: /login is the one page outside the
 * signed-in area, and keeping the query library out of its first load holds the login budget
 * (docs/decisions/0006-login-first-load.md). `onSuccess` receives the admitted session, or null
 * when the account may not use the back-office (the not-active notice is raised instead).
 */
export function useLogin(options: { onSuccess?: (session: Session | null) => void } = {}) {
  const store = useStore();
  const { onSuccess } = options;
  const [state, setState] = useState<LoginState>({ isPending: false, error: null });

  const mutate = useCallback(
    async (body: LoginRequest) => {
      setState({ isPending: true, error: null });
      try {
        // The HTTP client comes with this first call (api/http.ts), not with the page.
        const data = await loginClient.rootLogin(body);
        const session = { accessToken: data.accessToken, user: data.data.user };
        const admitted = admitSession(session, store) ? session : null;
        setState({ isPending: false, error: null });
        onSuccess?.(admitted);
      } catch (error) {
        if (readApiFailure(error).code === 'ACCOUNT_NOT_ACTIVE') refuseInactiveAccount(store);
        setState({ isPending: false, error });
      }
    },
    [store, onSuccess],
  );

  const reset = useCallback(() => setState({ isPending: false, error: null }), []);

  return {
    mutate: (body: LoginRequest) => void mutate(body),
    reset,
    isPending: state.isPending,
    isError: state.error !== null,
    error: state.error,
  };
}
