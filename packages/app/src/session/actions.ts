import { readStored, writeStored } from '../state/persisted';
import { appStore, type AppStore } from '../state/store';
import { LOGIN_PATH, navigateTo } from '../routes/navigation';
import { loginNoticeAtom, sessionAtom } from './atoms';
import { isAdmitted, parseStoredSession, SESSION_STORAGE_KEY, type Session } from './session';

const sessionEndListeners = new Set<() => void>();

/**
 * Runs `listener` whenever a session ends. The query cache registers here (api/query-client.ts)
 * rather than being imported, so the login page does not load the query library.
 */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** Drops the session and everything fetched with it. */
export function endSession(store: AppStore = appStore): void {
  store.set(sessionAtom, null);
  for (const listener of sessionEndListeners) listener();
}

/**
 * Takes a session from login, refresh or storage, unless the account may not use the
 * back-office: then the not-active notice is raised and the session is dropped.
 */
export function admitSession(session: Session, store: AppStore = appStore): boolean {
  if (!isAdmitted(session.user)) {
    store.set(loginNoticeAtom, 'account-not-active');
    endSession(store);
    return false;
  }
  store.set(sessionAtom, session);
  return true;
}

/**
 * Page load: the stored session comes back only when both token and user are there and the
 * account is admitted. Route guards then send a signed-out visitor to /login.
 */
export function restoreSession(store: AppStore = appStore): void {
  const raw = readStored(SESSION_STORAGE_KEY);
  const stored = parseStoredSession(raw);
  if (stored) {
    admitSession(stored, store);
    return;
  }
  if (raw !== null) writeStored(SESSION_STORAGE_KEY, null);
  store.set(sessionAtom, null);
}

/** The server said the account is not active (login answered ACCOUNT_NOT_ACTIVE). */
export function refuseInactiveAccount(store: AppStore = appStore): void {
  store.set(loginNoticeAtom, 'account-not-active');
  endSession(store);
  void navigateTo(LOGIN_PATH, { replace: true });
}
