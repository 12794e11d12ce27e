import { http, HttpResponse } from 'msw';
import { freshPageLoad } from '../../../../test/AppStoryScreen';
import { appStore } from '../../../../state/store';
import { RESET, wizardDraftAtom } from '../draft-atoms';
import type { WizardDraft } from '../model/draft';
import {
  activeWarehouses,
  canadaDeposit,
  canadaProvinces,
  routeOptions,
  warehouseLines,
} from './fixtures';

/** Every call the wizard makes, answered from the fixtures; a story overrides what it tests. */
export const wizardHandlers = [
  http.get('/api/v1/merchants/routes', () => HttpResponse.json({ data: routeOptions })),
  http.get('/api/v1/merchants/locations', ({ request }) =>
    HttpResponse.json({
      data: new URL(request.url).searchParams.get('country_code') === 'CA' ? canadaProvinces : [],
    }),
  ),
  http.get('/api/v1/merchants/warehouses/shipping-lines', () =>
    HttpResponse.json({ data: warehouseLines }),
  ),
  http.get('/api/v1/merchants/warehouses', () => HttpResponse.json({ data: activeWarehouses })),
  http.get('/api/v1/merchants/route-deposit', () => HttpResponse.json({ data: canadaDeposit })),
  http.get('/api/v1/merchants/shipping-lines', () => HttpResponse.json({ data: [] })),
];

/**
 * A fresh signed-in page load whose tab already holds `draft` (none: an empty wizard). The
 * draft goes through the app's own atom, so sessionStorage and the store agree.
 */
export function wizardPageLoad(draft?: WizardDraft, lang: 'en' | 'zhHans' = 'en') {
  return async () => {
    sessionStorage.clear();
    await freshPageLoad({ signedIn: true, lang })();
    appStore.set(wizardDraftAtom, draft ?? RESET);
    return {};
  };
}

/** The sessionStorage key of the story merchant's draft. */
export { draftStorageKey } from '../draft-atoms';
