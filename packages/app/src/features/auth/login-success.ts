import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What an earlier flow (password reset, registration) tells the login page it achieved. */
export type LoginSuccess = 'password-reset' | 'registered';

export function successFromState(state: unknown): LoginSuccess | null {
  if (typeof state !== 'object' || state === null || !('success' in state)) return null;
  const { success } = state;
  return success === 'password-reset' || success === 'registered' ? success : null;
}

/**
 * The success the route state carries, kept for this visit only: the state is cleared at once
 * (replace navigation), so a reload or going back does not show the confirmation again.
 */
export function useOneTimeSuccess(): [LoginSuccess | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [success, setSuccess] = useState(() => successFromState(location.state));
  const inState = successFromState(location.state) !== null;

  useEffect(() => {
    if (inState)
      void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [inState, location.pathname, location.search, navigate]);

  return [success, () => setSuccess(null)];
}
