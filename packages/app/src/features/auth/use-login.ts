import { useCallback, useState } from 'react';
import { useStore } from 'jotai';
import type { LoginRequest, UserType } from '@jiyun/domain';
import { readApiFailure } from '../../api/api-error';
import { admitSession, refuseInactiveAccount } from '../../session/actions';
import type { Session } from '../../session/session';
import { loginClient } from './api/login';

interface LoginState {
  isPending: boolean;
  error: unknown;
}

/**
 * Login of the owner (`root`) or of a team member (`sub`, ADR 0053). Not a TanStack mutation on purpose: /login is the one page outside the
 * signed-in area, and keeping the query library out of its first load holds the login budget
 * (docs/decisions/0006-login-first-load.md). `onSuccess` receives the admitted session, or null
 * when the account may not use the back-office (the not-active notice is raised instead).
 */
export function useLogin(options: { onSuccess?: (session: Session | null) => void } = {}) {
  const store = useStore();
  const { onSuccess } = options;
  const [state, setState] = useState<LoginState>({ isPending: false, error: null });

  const mutate = useCallback(
    async (userType: UserType, body: LoginRequest) => {
      setState({ isPending: true, error: null });
      try {
        // The HTTP client comes with this first call (api/http.ts), not with the page.
        const data = await loginClient.login(userType, body);
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
    mutate: (userType: UserType, body: LoginRequest) => void mutate(userType, body),
    reset,
    isPending: state.isPending,
    isError: state.error !== null,
    error: state.error,
  };
}
