import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle } from '@jiyun/design-system';
import { queryClient } from '../api/query-client';
import { i18n } from '../i18n';
import { appStore } from '../state/store';

/** Everything a page needs around it: client state, server state, words and the global look. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <GlobalStyle />
          {children}
        </I18nextProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
