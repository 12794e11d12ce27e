import { lazy, Suspense, useCallback, useEffect } from 'react';
import { atom, useSetAtom, useStore } from 'jotai';
import { useBlocker, useLocation, useNavigate, type To } from 'react-router-dom';
import { LOGIN_PATH } from '../routes/navigation';

// The question is loaded when it is first asked: the dialog's code stays out of the chunks every
// page shares (it moved the buttons out of the first load of /login, over its budget).
const LeaveDialog = lazy(() => import('./LeaveDialog'));

/** How many forms on screen hold changes that are not saved. */
const unsavedFormsAtom = atom(0);

/** A save has just gone through and the page now leaves on purpose: that one move is not stopped. */
const leavingAfterSaveAtom = atom(false);

export interface LeaveAttempt {
  /** Forms on screen with changes that are not saved. */
  unsavedForms: number;
  /** The page is leaving because a save went through (`useNavigateAfterSave`). */
  leavingAfterSave: boolean;
  /** The page's path now and the path asked for. */
  from: string;
  to: string;
}

/**
 * Whether to ask before a move inside the app. Only a move to another page asks (a filter or a tab
 * in the address keeps the form on screen), and never one to the login page: signing out and an
 * ended session must go through whatever is on screen.
 */
export function asksBeforeLeaving({ unsavedForms, leavingAfterSave, from, to }: LeaveAttempt) {
  return unsavedForms > 0 && !leavingAfterSave && from !== to && to !== LOGIN_PATH;
}

/**
 * Counts a form as holding unsaved changes while `unsaved` is true (and it is on screen), so that
 * leaving the page asks first (`LeaveGuard`). `useSchemaForm` calls it with the form's dirty state.
 */
export function useUnsavedChanges(unsaved: boolean): void {
  const setUnsaved = useSetAtom(unsavedFormsAtom);
  useEffect(() => {
    if (!unsaved) return;
    setUnsaved((count) => count + 1);
    return () => setUnsaved((count) => count - 1);
  }, [unsaved, setUnsaved]);
}

/**
 * `navigate` for the moment a save has gone through: the form still holds what was typed (it is
 * saved now, not lost), so this move is let through without asking.
 */
export function useNavigateAfterSave() {
  const navigate = useNavigate();
  const store = useStore();
  return useCallback(
    (to: To, options?: { replace?: boolean }) => {
      store.set(leavingAfterSaveAtom, true);
      void navigate(to, options);
    },
    [navigate, store],
  );
}

/**
 * Asks "Leave this page?" before the router leaves a page with unsaved changes, and lets the
 * browser ask before a reload or a closed tab. Rendered once, in the signed-in layout: a router
 * keeps one blocker, while a page may hold several forms (settings, a line's sections).
 */
export function LeaveGuard() {
  const store = useStore();
  const { pathname } = useLocation();

  // Arrived: the next move is judged afresh.
  useEffect(() => store.set(leavingAfterSaveAtom, false), [pathname, store]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    asksBeforeLeaving({
      unsavedForms: store.get(unsavedFormsAtom),
      leavingAfterSave: store.get(leavingAfterSaveAtom),
      from: currentLocation.pathname,
      to: nextLocation.pathname,
    }),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (store.get(unsavedFormsAtom) > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [store]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <LeaveDialog onLeave={() => blocker.proceed()} onStay={() => blocker.reset()} />
    </Suspense>
  );
}
