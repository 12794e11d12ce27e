import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { queryClient } from '../../../api/query-client';
import { AppProviders } from '../../../app/AppProviders';
import { connectRouter } from '../../../app/start';
import { SESSION_STORAGE_KEY } from '../../auth/session';
import { routes } from '../../../routes/route-map';
import { restoreClientState } from '../../../state/restore';
import { appStore } from '../../../state/store';
import { storyOwner } from './fixtures';

/** The whole signed-in app at `path`: real providers, words, routes and layout. */
export function StoryApp({ path }: { path: string }) {
  const [router] = useState(() =>
    connectRouter(createMemoryRouter(routes, { initialEntries: [path] })),
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/** A page load by the demo owner in English, with nothing cached from the previous story. */
export async function signedInLoader(): Promise<Record<string, never>> {
  localStorage.clear();
  localStorage.setItem('lang', 'en');
  localStorage.setItem(
    SESSION_STORAGE_KEY,
    JSON.stringify({ accessToken: 'story-token', user: storyOwner }),
  );
  queryClient.clear();
  await restoreClientState(appStore);
  return {};
}
