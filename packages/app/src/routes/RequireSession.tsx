import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { sessionAtom } from '../session/atoms';
import { loginPathFor } from './navigation';

/** Protected pages need a session; without one the visitor logs in and comes back here. */
export function RequireSession() {
  const session = useAtomValue(sessionAtom);
  const { pathname, search } = useLocation();
  if (!session) return <Navigate to={loginPathFor(`${pathname}${search}`)} replace />;
  return <Outlet />;
}
