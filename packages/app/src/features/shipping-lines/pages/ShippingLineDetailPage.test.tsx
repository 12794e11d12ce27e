import { describe, expect, it } from 'vitest';
import { renderApp, teamMember } from '../../../test/render-app';
import { urls } from '../../../routes/urls';

const id = '5a1c0e77-2222-4c2b-8f00-000000000001';

describe('a line and its tabs need the shipping_lines permission', () => {
  it.each([
    urls.shippingLines.detail(id),
    urls.shippingLines.detail(id, 'size'),
    urls.shippingLines.detail(id, 'price'),
  ])('%s without it says so', async (path) => {
    const { screen } = await renderApp(path, {
      lang: 'en',
      session: { accessToken: 'token', user: teamMember(['warehouse', 'orders']) },
    });
    await expect
      .element(
        screen.getByRole('heading', { level: 1, name: "You don't have access to this area" }),
      )
      .toBeVisible();
  });
});
