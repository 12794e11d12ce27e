import { atom } from 'jotai';
import { readStored, writeStored } from '../../state/persisted';
import type { AppStore } from '../../state/store';

export const NAV_COLLAPSED_STORAGE_KEY = 'jiyun.navCollapsed';

const storedNavCollapsedAtom = atom(false);

/** Whether the side navigation is narrowed to icons (60 px); remembered across visits. */
export const navCollapsedAtom = atom(
  (get) => get(storedNavCollapsedAtom),
  (_get, set, collapsed: boolean) => {
    set(storedNavCollapsedAtom, collapsed);
    writeStored(NAV_COLLAPSED_STORAGE_KEY, collapsed ? 'true' : 'false');
  },
);

export function restoreNavCollapsed(store: AppStore): void {
  store.set(storedNavCollapsedAtom, readStored(NAV_COLLAPSED_STORAGE_KEY) === 'true');
}
