import { NavigationType, createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { opensAtTop, ScrollToTop } from './ScrollToTop';

describe('opensAtTop', () => {
  it.each([
    ['/warehouse', '/warehouse/wh_9f8e7d6c5b4a3/settings', NavigationType.Push, true],
    ['/admin/team-members', '/admin/team-member/usr_3k9x2m7q8w1z', NavigationType.Replace, true],
    ['/warehouse/wh_9f8e7d6c5b4a3/settings', '/warehouse', NavigationType.Pop, false],
    ['/shipping-line', '/shipping-line', NavigationType.Push, false],
    ['/shipping-line', '/shipping-line', NavigationType.Replace, false],
  ] as const)('%s → %s (%s): %s', (previous, pathname, type, expected) => {
    expect(opensAtTop(previous, pathname, type)).toBe(expected);
  });
});

/** A page taller than the window, with links to the other pages. */
function TallPage({ name }: { name: string }) {
  return (
    <div style={{ height: '4000px' }}>
      <h1>{name}</h1>
      <Link to="/warehouse">仓库列表 Warehouses</Link>
      <Link to="/warehouse/wh_9f8e7d6c5b4a3/inventory">Inventory</Link>
      <Link to="/warehouse?page=2">Page 2</Link>
    </div>
  );
}

async function renderPages() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <ScrollToTop />
            <Outlet />
          </>
        ),
        children: [
          { path: 'warehouse', element: <TallPage name="Warehouses" /> },
          { path: 'warehouse/:id/inventory', element: <TallPage name="Inventory" /> },
        ],
      },
    ],
    { initialEntries: ['/warehouse'] },
  );
  return { router, screen: await render(<RouterProvider router={router} />) };
}

describe('ScrollToTop', () => {
  afterEach(() => window.scrollTo(0, 0));

  it('opens a new page at the top, keeps the offset on back and on a search change', async () => {
    const { router, screen } = await renderPages();
    await expect.element(screen.getByRole('heading', { name: 'Warehouses' })).toBeVisible();
    window.scrollTo(0, 1200);
    expect(window.scrollY).toBe(1200);

    // The same page with another search (a list's next page) stays where it is.
    await router.navigate('/warehouse?page=2');
    expect(window.scrollY).toBe(1200);

    await router.navigate('/warehouse/wh_9f8e7d6c5b4a3/inventory');
    await expect.element(screen.getByRole('heading', { name: 'Inventory' })).toBeVisible();
    expect(window.scrollY).toBe(0);

    // Back does not jump to the top: the browser puts the page back where it was left.
    window.scrollTo(0, 700);
    await router.navigate(-1);
    await expect.element(screen.getByRole('heading', { name: 'Warehouses' })).toBeVisible();
    expect(window.scrollY).toBe(700);
  });
});
