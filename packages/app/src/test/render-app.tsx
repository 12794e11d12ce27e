import { Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import { render } from 'vitest-browser-react';
import type { SessionUser } from '@jiyun/domain';
import { queryClient } from '../api/query-client';
import { AppProviders } from '../app/AppProviders';
import { connectRouter } from '../app/start';
import { SESSION_STORAGE_KEY } from '../session/session';
import { routes } from '../app/route-map';
import { restoreClientState } from '../app/restore';
import { appStore, type AppStore } from '../state/store';
import { ownerUser } from './fixtures';

export { ownerUser };

export function teamMember(permissions: SessionUser['permissions']): SessionUser {
  return {
    ...ownerUser,
    id: 'usr_member',
    type: 'sub',
    first_name: 'Wei',
    last_name: 'Zhang',
    permissions,
  };
}

/** What a previous visit left in localStorage. */
export interface StoredState {
  lang?: string;
  session?: { accessToken?: string; user?: SessionUser };
  navCollapsed?: boolean;
}

export function storeState({ lang, session, navCollapsed }: StoredState): void {
  localStorage.clear();
  if (lang) localStorage.setItem('lang', lang);
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  if (navCollapsed !== undefined) localStorage.setItem('jiyun.navCollapsed', String(navCollapsed));
}

/**
 * A page load of the real app (providers, i18n, route table, session rules) over an in-memory
 * history, starting from what `stored` left in localStorage.
 */
export async function renderApp(entry: InitialEntry, stored: StoredState = {}) {
  storeState(stored);
  return loadApp(entry);
}

/**
 * A page load from whatever localStorage holds now (a reload, when called again). With `store`,
 * client state lives in that Jotai store instead of the app's: a new store is a real reload, with
 * nothing remembered but what the browser's storage kept.
 */
export async function loadApp(entry: InitialEntry, { store }: { store?: AppStore } = {}) {
  queryClient.clear();
  await restoreClientState(store ?? appStore);
  const router = connectRouter(createMemoryRouter(routes, { initialEntries: [entry] }));
  const page = <RouterProvider router={router} />;
  const screen = await render(
    <AppProviders>
      {store ? <JotaiProvider store={store}>{page}</JotaiProvider> : page}
    </AppProviders>,
  );
  return { screen, router };
}

export function currentUrl(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return `${pathname}${search}`;
}
