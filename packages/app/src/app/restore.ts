import { loginNoticeAtom } from '../session/atoms';
import { restoreSession } from '../session/actions';
import { restoreNavCollapsed } from './layout/nav-collapsed';
import { restoreLanguage } from '../i18n/atoms';
import { startI18n } from '../i18n';
import type { AppStore } from '../state/store';

/** A page load: client state comes back from localStorage, and i18next starts in the stored language. */
export async function restoreClientState(store: AppStore): Promise<void> {
  store.set(loginNoticeAtom, null);
  restoreNavCollapsed(store);
  restoreSession(store);
  await startI18n(restoreLanguage(store));
}
