import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router-dom';
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
  // No fallback, as every lazy route of the router shows none while its chunk loads: importing
  // the shared loading state here split the notice styles out of the entry into a chunk of their
  // own, one more request on /login (160.7 KB of its 160 KB budget).
  return (
    <Suspense fallback={null}>
      <DashboardPage />
    </Suspense>
  );
}
