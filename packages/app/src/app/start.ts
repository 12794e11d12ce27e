import { createBrowserRouter } from 'react-router-dom';
import { routes } from './route-map';
import { registerNavigator } from '../routes/navigation';
import { restoreClientState } from './restore';
import { appStore } from '../state/store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * Lets code outside React (API layer, session rules) move this router. The move is rendered at
 * once (flushSync), so a session cleared right after it never shows the page being left.
 */
export function connectRouter<Router extends AppRouter>(router: Router): Router {
  registerNavigator((to, options) => router.navigate(to, { ...options, flushSync: true }));
  return router;
}

/** A page load: client state from storage, words in the stored language, then the router. */
export async function startApp(): Promise<AppRouter> {
  await restoreClientState(appStore);
  return connectRouter(createBrowserRouter(routes));
}
