import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { startApp } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// No top-level await: it would turn off the bundler's chunk merging and grow the first load.
// /login arrives already painted (ADR 0040), so the start is split into short tasks the browser
// can answer input between: the modules' evaluation, then (after a yield) the app's start, then
// the first render as a transition, which yields every few milliseconds; the prerendered page
// stays on screen until React commits the same page in its place.
const afterThisTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void afterThisTask()
  .then(startApp)
  .then((router) => {
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <AppProviders>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
