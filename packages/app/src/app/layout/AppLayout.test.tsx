import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { switchLanguage } from '../../i18n';
import { currentUrl, loadApp, ownerUser, renderApp, teamMember } from '../../test/render-app';

const signedIn = (lang?: string) => ({
  lang,
  session: { accessToken: 'token', user: ownerUser },
});

function navWidth(): number {
  return page.getByRole('navigation').element().getBoundingClientRect().width;
}

describe('side navigation', () => {
  it.each([
    [
      'en',
      ['Home', 'Warehouse and Parcels', 'Shipping Lines', 'Orders', 'Billing', 'Admin'],
      'Log out',
    ],
    [undefined, ['首页', '仓库与包裹', '物流专线', '订单', '账单', '管理'], '退出登录'],
  ])('lists the home page and the five areas in order (%s)', async (lang, labels, logout) => {
    const { screen } = await renderApp('/warehouse', signedIn(lang));
    const nav = screen.getByRole('navigation');
    await expect.element(nav.getByRole('link', { name: labels[1] })).toBeVisible();
    const links = nav.getByRole('list').getByRole('link').all();
    expect(links.map((link) => link.element().textContent)).toEqual(labels);
    expect(links.map((link) => link.element().getAttribute('href'))).toEqual([
      '/',
      '/warehouse',
      '/shippingLines',
      '/orders',
      '/billing',
      '/admin',
    ]);
    // The product's name leads home too (issue 40.8).
    await expect
      .element(nav.getByRole('link', { name: '集运 Jiyun' }))
      .toHaveAttribute('href', '/');
    await expect.element(nav.getByRole('button', { name: logout })).toBeVisible();
  });

  it('marks the area of the current page', async () => {
    const { screen } = await renderApp('/billing/overview', signedIn('en'));
    await expect
      .element(screen.getByRole('link', { name: 'Billing' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(screen.getByRole('link', { name: 'Orders' }))
      .not.toHaveAttribute('aria-current');
  });

  it('collapses from 300 px to 60 px, and remembers it on the next visit', async () => {
    const { screen } = await renderApp('/warehouse', signedIn('en'));
    await expect.element(screen.getByRole('link', { name: 'Orders' })).toBeVisible();
    await expect.poll(navWidth).toBe(300);

    await screen.getByRole('button', { name: 'Collapse navigation' }).click();
    await expect.poll(navWidth).toBe(60);
    expect(localStorage.getItem('jiyun.navCollapsed')).toBe('true');
    // Collapsed, each area is still named for assistive tech.
    await expect.element(screen.getByRole('link', { name: 'Orders' })).toBeVisible();

    await screen.unmount();
    const reload = await loadApp('/warehouse');
    await expect
      .element(reload.screen.getByRole('button', { name: 'Expand navigation' }))
      .toBeVisible();
    await expect.poll(navWidth).toBe(60);

    await reload.screen.getByRole('button', { name: 'Expand navigation' }).click();
    await expect.poll(navWidth).toBe(300);
    expect(localStorage.getItem('jiyun.navCollapsed')).toBe('false');
  });
});

describe('user area', () => {
  it.each([
    ['the owner, by the company display name', ownerUser, 'Maple Forwarding'],
    ['a team member, by first and last name', teamMember(['orders']), 'Wei Zhang'],
  ])('names %s and links to settings', async (_name, user, fullName) => {
    const { screen, router } = await renderApp('/orders', {
      lang: 'en',
      session: { accessToken: 'token', user },
    });
    // Not exact (vitest 5's default): the link's name also carries the avatar's alt text.
    const profile = screen.getByRole('link', { name: fullName });
    await expect.element(profile).toHaveAttribute('href', '/settings');
    await profile.click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    expect(currentUrl(router)).toBe('/settings');
  });

  it('shows an avatar given as a URL as it is', async () => {
    // A real picture behind a blob: URL, so the browser can load it without a network.
    const pixel = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      ),
      (c) => c.charCodeAt(0),
    );
    const blobUrl = URL.createObjectURL(new Blob([pixel], { type: 'image/png' }));
    const { screen } = await renderApp('/orders', {
      lang: 'en',
      session: { accessToken: 'token', user: { ...ownerUser, avatar_url: blobUrl } },
    });
    // The picture is hidden from screen readers (the link says the name already).
    const profile = screen.getByRole('link', { name: 'Maple Forwarding' });
    await expect
      .element(profile.getByRole('img', { includeHidden: true }))
      .toHaveAttribute('src', blobUrl);
    URL.revokeObjectURL(blobUrl);
  });

  it('logs out even when the server cannot be reached, and lands on /login', async () => {
    const { screen, router } = await renderApp('/orders', signedIn('en'));
    await screen.getByRole('button', { name: 'Log out' }).click();
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Welcome to Jiyun' }))
      .toBeVisible();
    expect(currentUrl(router)).toBe('/login');
    expect(localStorage.getItem('jiyun.session')).toBeNull();
  });
});

describe('the first page after sign-in', () => {
  it.each([
    ['a team member with orders and billing', teamMember(['billing', 'orders']), '/orders'],
    ['a team member with no area', teamMember(['customers']), '/settings'],
  ])('takes %s to the first area they may open (A34)', async (_name, user, path) => {
    const { router } = await renderApp('/', {
      lang: 'en',
      session: { accessToken: 'token', user },
    });
    await expect.poll(() => currentUrl(router)).toBe(path);
  });
});

describe('page titles', () => {
  it('names the page and the product, and follows navigation and the language', async () => {
    const { screen } = await renderApp('/orders', signedIn());
    await expect.poll(() => document.title).toBe('订单 · 集运');
    await screen.getByRole('link', { name: '账单' }).click();
    await expect.poll(() => document.title).toBe('账单概览 · 集运');
    await switchLanguage('en');
    await expect.poll(() => document.title).toBe('Billing overview · Jiyun');
    await screen.getByRole('button', { name: 'Log out' }).click();
    await expect.poll(() => document.title).toBe('Jiyun');
  });
});

describe('skip to content', () => {
  it('is the first stop of the keyboard, shows on focus, and moves the focus to the page', async () => {
    const { screen } = await renderApp('/orders', signedIn('en'));
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    await expect.element(skip).toBeInTheDocument();
    const top = () => skip.element().getBoundingClientRect().bottom;
    expect(top()).toBeLessThanOrEqual(0);
    await userEvent.keyboard('{Tab}');
    await expect.element(skip).toHaveFocus();
    await expect.poll(top).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('main')).toHaveFocus();
  });
});
