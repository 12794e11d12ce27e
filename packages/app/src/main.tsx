import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { startApp } from './app/start';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

// No top-level await: it would turn off the bundler's chunk merging and grow the first load.
void startApp().then((router) => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
