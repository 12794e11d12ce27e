import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { urls } from '../routes/urls';
import { routes } from './route-map';
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
    await expect.element(screen.getByRole('heading', { level: 1, name: '欢迎' })).toBeVisible();
    expect(currentUrl(router)).toBe('/');
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
    // The owner's home is the dashboard (A34); its welcome names the company once it loaded.
    ['/', '/', 'Welcome'],
    ['/warehouse', '/warehouse', 'Warehouse and Parcels'],
    ['/shippingLines', '/shippingLines', 'Shipping Lines'],
    ['/orders', '/orders', 'Orders'],
    ['/orders/returnOrder', '/orders/returnOrder', 'Orders'],
    ['/billing', '/billing/overview', 'Billing'],
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

  it.each([
    [['orders', 'billing'], '/orders', 'Orders'],
    [['billing', 'admin'], '/billing/overview', 'Billing'],
    [['admin'], '/admin/company-profile', 'Company profile'],
    [['customers'], '/settings', 'Settings'],
  ] as const)('a member holding %j lands on %s (A34)', async (permissions, landing, title) => {
    const { screen, router } = await renderApp('/', {
      lang: 'en',
      session: { accessToken: 'token', user: teamMember([...permissions]) },
    });
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(currentUrl(router)).toBe(landing);
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

describe('URL builders', () => {
  const id = '0d9b8a1e-1111-4c2b-8f00-00000000beef';
  it.each([
    [urls.home(), '/'],
    [urls.login(), '/login'],
    [urls.forgotPassword.request(), '/forgot-password'],
    [urls.forgotPassword.code(), '/forgot-password/code'],
    [urls.forgotPassword.reset(), '/forgot-password/reset'],
    [urls.settings(), '/settings'],
    [urls.notifications(), '/notifications'],
    [urls.warehouses.list(), '/warehouse'],
    [urls.warehouses.create(), '/warehouse/new-warehouse'],
    [urls.warehouses.inventory(id), `/warehouse/${id}`],
    [urls.warehouses.settings(id), `/warehouse/${id}/settings`],
    [urls.warehouses.newParcel(id), `/warehouse/${id}/new-parcel`],
    [urls.warehouses.parcel(id, '100234'), `/warehouse/${id}?parcel=100234`],
    [urls.warehouses.figure(id, 'in_stock'), `/warehouse/${id}?status=stored&status=restored`],
    [urls.warehouses.figure(id, 'overdue'), `/warehouse/${id}?overdue=true`],
    [urls.warehouses.figure(id, 'problem_parcels'), `/warehouse/${id}?problem=true`],
    [urls.shippingLines.list(), '/shippingLines'],
    [urls.shippingLines.detail(id), `/shippingLines/${id}`],
    [urls.shippingLines.detail(id, 'size'), `/shippingLines/${id}/size`],
    [urls.shippingLines.detail(id, 'price'), `/shippingLines/${id}/price`],
    [urls.shippingLines.create(), '/shippingLines/new-shipping-line/main'],
    [urls.shippingLines.create('review'), '/shippingLines/new-shipping-line/review'],
    [urls.orders.list(), '/orders'],
    [urls.orders.detail(id), `/orders/${id}`],
    [urls.returns.list(), '/orders/returnOrder'],
    [urls.returns.detail(id), `/orders/returnOrder/${id}`],
    [urls.billing.area(), '/billing'],
    [urls.billing.overview(), '/billing/overview'],
    [urls.admin.area(), '/admin'],
    [urls.admin.companyProfile(), '/admin/company-profile'],
    [urls.admin.editDisplay(), '/admin/company-profile/edit-display'],
    [urls.admin.editLegal(), '/admin/company-profile/edit-legal'],
    [urls.admin.teamMembers(), '/admin/team-member'],
    [urls.admin.member(id), `/admin/team-member/${id}`],
  ])('%s opens a page of the route table (not the not-found page)', (url, expected) => {
    expect(url).toBe(expected);
    const matches = matchRoutes(routes, url) ?? [];
    const deepest = matches.at(-1)?.route;
    expect(deepest).toBeDefined();
    expect(deepest?.path).not.toBe('*');
  });

  it.each([
    [urls.returns.list(), 'returnOrder'],
    [urls.returns.detail('3f7c1a2e'), 'returnOrder/:returnId'],
    [urls.orders.detail('3f7c1a2e'), ':orderId'],
  ])('%s is the page of %s (the returns tab is no order id)', (url, path) => {
    expect(matchRoutes(routes, url)?.at(-1)?.route.path).toBe(path);
  });

  it('keeps an id inside its own segment', () => {
    expect(urls.warehouses.settings('a/b c')).toBe('/warehouse/a%2Fb%20c/settings');
  });
});
