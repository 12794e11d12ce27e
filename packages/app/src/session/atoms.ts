import { atom } from 'jotai';
import { writeStored } from '../state/persisted';
import { SESSION_STORAGE_KEY, type Session } from './session';

const storedSessionAtom = atom<Session | null>(null);

/** The signed-in session; every write is mirrored to localStorage so a reload keeps it. */
export const sessionAtom = atom(
  (get) => get(storedSessionAtom),
  (_get, set, next: Session | null) => {
    set(storedSessionAtom, next);
    writeStored(SESSION_STORAGE_KEY, next ? JSON.stringify(next) : null);
  },
);

export const signedInUserAtom = atom((get) => get(sessionAtom)?.user ?? null);

/** A message the login page shows once the user lands there (not a form error). */
export type LoginNotice = 'account-not-active';
export const loginNoticeAtom = atom<LoginNotice | null>(null);
