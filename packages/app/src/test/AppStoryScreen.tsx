import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router-dom';
import type { SessionUser } from '@jiyun/domain';
import { queryClient } from '../api/query-client';
import { AppProviders } from '../app/AppProviders';
import { connectRouter } from '../app/start';
import { SESSION_STORAGE_KEY } from '../session/session';
import { routes } from '../app/route-map';
import { restoreClientState } from '../app/restore';
import { appStore } from '../state/store';
import { ownerUser } from './fixtures';

/** The whole app from `entry`, as a merchant arrives: real providers, words and routes. */
export function AppStoryScreen({ entry }: { entry: InitialEntry }) {
  const [router] = useState(() =>
    connectRouter(createMemoryRouter(routes, { initialEntries: [entry] })),
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * A story loader: a fresh page load (in English unless `lang` says otherwise) from what `stored`
 * leaves in localStorage, with nothing cached from the story before.
 */
export function freshPageLoad({
  signedIn = false,
  user = ownerUser,
  lang = 'en',
}: { signedIn?: boolean; user?: SessionUser; lang?: 'en' | 'zhHans' } = {}) {
  return async () => {
    localStorage.clear();
    localStorage.setItem('lang', lang);
    if (signedIn) {
      localStorage.setItem(
        SESSION_STORAGE_KEY,
        JSON.stringify({ accessToken: 'story-token', user }),
      );
    }
    queryClient.clear();
    // A story shows the state a failed load leads to, not the back-off before it: the app's
    // retries still happen, without the seconds between them.
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
    await restoreClientState(appStore);
    return {};
  };
}
