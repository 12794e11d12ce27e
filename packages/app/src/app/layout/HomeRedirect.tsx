import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { signedInUserAtom } from '../../session/atoms';
import { homeFor } from './nav-items';

/** `/`: the first area the signed-in user may open. */
export function HomeRedirect() {
  const user = useAtomValue(signedInUserAtom);
  // The layout around this route renders only with a user; without one there is nowhere to go.
  if (!user) return null;
  return <Navigate to={homeFor(user)} replace />;
}
