import { describe, expect, it } from 'vitest';
import { currentUrl, ownerUser, renderApp, teamMember } from '../test/render-app';

describe('signed out', () => {
  it.each([
    ['/warehouse', '/login?redirect=%2Fwarehouse'],
    ['/orders?page=2&status=packed', '/login?redirect=%2Forders%3Fpage%3D2%26status%3Dpacked'],
    ['/billing/overview', '/login?redirect=%2Fbilling%2Foverview'],
    ['/', '/login'],
  ])('a visit to %s goes to %s, remembering where it came from', async (path, login) => {
    const { screen, router } = await renderApp(path, { lang: 'en' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Welcome to Jiyun' }))
      .toBeVisible();
    expect(currentUrl(router)).toBe(login);
  });

  it('/forgot-password is public and shows its title', async () => {
    const { screen, router } = await renderApp('/forgot-password', { lang: 'en' });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Forgot password' }))
      .toBeVisible();
    expect(currentUrl(router)).toBe('/forgot-password');
  });

  it.each([
    ['/forgot-password/code', 'Enter the verification code'],
    ['/forgot-password/reset', 'Set a new password'],
  ])('%s is public and shows its title within a flow', async (path, title) => {
    const flow = { countryCode: '+1', phone: '6045550123', flowToken: 'f', resetToken: 'r' };
    const { screen, router } = await renderApp({ pathname: path, state: flow }, { lang: 'en' });
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(currentUrl(router)).toBe(path);
  });
});

describe('session restore', () => {
  it('comes back with both token and user', async () => {
    const { screen, router } = await renderApp('/', {
      session: { accessToken: 'token', user: ownerUser },
    });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: '仓库与包裹' }))
      .toBeVisible();
    expect(currentUrl(router)).toBe('/warehouse');
  });

  it.each([
    ['a token without a user', { accessToken: 'token' }],
    ['a user without a token', { user: ownerUser }],
    ['an empty token', { accessToken: '', user: ownerUser }],
  ])('does not come back from %s', async (_name, session) => {
    const { screen, router } = await renderApp('/orders', { lang: 'en', session });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Welcome to Jiyun' }))
      .toBeVisible();
    expect(currentUrl(router)).toBe('/login?redirect=%2Forders');
    expect(localStorage.getItem('jiyun.session')).toBeNull();
  });
});

describe('signed-in pages', () => {
  const signedIn = { lang: 'en', session: { accessToken: 'token', user: ownerUser } };

  it.each([
    ['/', '/warehouse', 'Warehouse and Parcels'],
    ['/warehouse', '/warehouse', 'Warehouse and Parcels'],
    ['/shippingLines', '/shippingLines', 'Shipping Lines'],
    ['/orders', '/orders', 'Orders'],
    ['/billing', '/billing/overview', 'Billing overview'],
    ['/admin', '/admin/company-profile', 'Company profile'],
    ['/settings', '/settings', 'Settings'],
    ['/notifications', '/notifications', 'Notifications'],
    ['/no-such-page', '/no-such-page', 'Page not found'],
  ])('%s shows %s with its title', async (path, landing, title) => {
    const { screen, router } = await renderApp(path, signedIn);
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(currentUrl(router)).toBe(landing);
  });
});

describe('sub-account permissions', () => {
  it('the navigation lists only the areas the member holds', async () => {
    const { screen } = await renderApp('/orders', {
      lang: 'en',
      session: { accessToken: 'token', user: teamMember(['orders', 'billing']) },
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await expect.element(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
    const labels = nav
      .getByRole('list')
      .getByRole('link')
      .all()
      .map((link) => link.element().textContent);
    expect(labels).toEqual(['Orders', 'Billing']);
  });

  it.each([
    ['/warehouse', ['orders']],
    ['/shippingLines', ['orders']],
    ['/billing/overview', ['orders']],
    ['/admin/company-profile', ['orders', 'billing']],
  ] as const)('%s without its permission says so', async (path, permissions) => {
    const { screen } = await renderApp(path, {
      lang: 'en',
      session: { accessToken: 'token', user: teamMember([...permissions]) },
    });
    await expect
      .element(
        screen.getByRole('heading', { level: 1, name: "You don't have access to this area" }),
      )
      .toBeVisible();
  });

  it('says so in Chinese too', async () => {
    const { screen } = await renderApp('/billing', {
      session: { accessToken: 'token', user: teamMember(['orders']) },
    });
    await expect
      .element(screen.getByRole('heading', { level: 1, name: '您没有访问此区域的权限' }))
      .toBeVisible();
  });

  it('pages open to every member (settings) need no permission', async () => {
    const { screen } = await renderApp('/settings', {
      lang: 'en',
      session: { accessToken: 'token', user: teamMember([]) },
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
