import { createStore } from 'jotai';

/**
 * The one Jotai store of the app. React reads it through <Provider store={appStore}>; the API
 * layer reads and writes the session through it outside React (bearer header, refresh, logout).
 */
export const appStore = createStore();
export type AppStore = typeof appStore;
