import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoading } from '../../routes/RouteStates';
import { signedInUserAtom } from '../../session/atoms';
import { homeFor, landsOnDashboard } from './nav-items';

// Its own lazy chunk: neither /login nor a team member's first page carries the dashboard.
const DashboardPage = lazy(async () => ({
  default: (await import('../../features/dashboard/pages/DashboardPage')).DashboardPage,
}));

/** `/`: the dashboard for the owner; a team member goes to the first area they may open (A34). */
export function HomeRedirect() {
  const user = useAtomValue(signedInUserAtom);
  // The layout around this route renders only with a user; without one there is nowhere to go.
  if (!user) return null;
  if (!landsOnDashboard(user)) return <Navigate to={homeFor(user)} replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <DashboardPage />
    </Suspense>
  );
}
