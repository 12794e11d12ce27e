import { createStore } from 'jotai';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentUrl, loadApp, ownerUser, storeState } from '../../../test/render-app';
import { draftStorageKey, forgetDraftAtoms } from './draft-atoms';
import { draftThrough } from './stories/fixtures';

const pricing = '/shippingLines/new-shipping-line/pricing';

/**
 * A page load: a new Jotai store and new atoms, so what the tab's sessionStorage kept is all
 * that comes back.
 */
const reload = (entry: string) => {
  forgetDraftAtoms();
  return loadApp(entry, { store: createStore() });
};

describe('the wizard draft across a reload', () => {
  beforeEach(() => {
    sessionStorage.clear();
    storeState({ lang: 'en', session: { accessToken: 'token', user: ownerUser } });
  });

  it('keeps what was typed on a step, and the step itself', async () => {
    sessionStorage.setItem(draftStorageKey('mer_maple'), JSON.stringify(draftThrough('coverage')));
    const first = await reload(pricing);
    const base = first.screen.getByRole('textbox', { name: 'Base price' });
    await base.fill('38.5');
    await expect.element(base).toHaveValue('38.5');
    await first.screen.unmount();

    const second = await reload(pricing);
    await expect
      .element(second.screen.getByRole('textbox', { name: 'Base price' }))
      .toHaveValue('38.5');
    expect(currentUrl(second.router)).toBe(pricing);
    expect(JSON.parse(sessionStorage.getItem(draftStorageKey('mer_maple')) ?? '{}')).toMatchObject({
      pricing: { base_price: '38.5' },
      mainRoute: { arrival_country: 'CA' },
    });
  });

  it('starts over when the tab kept nothing: an early step opens the first one', async () => {
    const { router } = await reload(pricing);
    await expect
      .poll(() => currentUrl(router), { timeout: 5000 })
      .toBe('/shippingLines/new-shipping-line/main');
  });

  it("never shows one merchant's draft to another signed in on the same tab", async () => {
    sessionStorage.setItem(draftStorageKey('mer_maple'), JSON.stringify(draftThrough('coverage')));
    storeState({
      lang: 'en',
      session: { accessToken: 'token', user: { ...ownerUser, merchant_id: 'mer_other' } },
    });
    const { router } = await reload(pricing);
    await expect
      .poll(() => currentUrl(router), { timeout: 5000 })
      .toBe('/shippingLines/new-shipping-line/main');
    expect(sessionStorage.getItem(draftStorageKey('mer_maple'))).not.toBeNull();
  });
});
