import type { ReactNode } from 'react';
import { Provider as JotaiProvider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { GlobalStyle } from '@jiyun/design-system';
import { i18n } from '../i18n';
import { appStore } from '../state/store';

/**
 * Everything every page needs around it: client state, words and the global look. Server state
 * (TanStack Query) is provided by the signed-in layout, which is a lazy chunk.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <I18nextProvider i18n={i18n}>
        <GlobalStyle />
        {children}
      </I18nextProvider>
    </JotaiProvider>
  );
}
