import { describe, expect, it } from 'vitest';
import { ownerUser, renderApp } from '../../test/render-app';

const warehouseId = '5b7c2f0e-8a41-4c3e-9d6b-1f2a3b4c5d6e';

/**
 * Every page with a breadcrumb names its area with the side navigation's own words (issue 11):
 * the first crumb reads exactly as the active navigation item. (Settings and notifications have
 * no breadcrumb: their h1 is the page's one title.)
 */
describe('first crumb = navigation item', () => {
  it.each([
    ['en', 'Breadcrumb', 'Main navigation', 'Warehouse and Parcels'],
    ['zhHans', '面包屑导航', '主导航', '仓库与包裹'],
  ])('%s', async (lang, breadcrumbLabel, navLabel, areaName) => {
    for (const path of [
      '/warehouse/new-warehouse',
      `/warehouse/${warehouseId}`,
      `/warehouse/${warehouseId}/settings`,
      `/warehouse/${warehouseId}/new-parcel`,
    ]) {
      const { screen } = await renderApp(path, {
        lang,
        session: { accessToken: 'token', user: ownerUser },
      });
      const crumbs = screen.getByRole('navigation', { name: breadcrumbLabel });
      await expect.element(crumbs).toBeVisible();
      const navItem = screen
        .getByRole('navigation', { name: navLabel })
        .getByRole('link')
        .filter({ hasText: areaName });
      await expect.element(navItem).toHaveAttribute('aria-current', 'page');
      const first = crumbs.getByRole('listitem').first().element().textContent;
      expect(first, path).toBe(navItem.element().textContent);
      await screen.unmount();
    }
  });
});
