import { expect, test } from '@playwright/test';
import { expectSignedIn, signIn, useEnglish } from './support/session.ts';

// A new merchant's first look: the demo has more orders and returns than one page holds, so the
// spec's paginator is seen and used (issue 40.14).
test('the demo orders and returns each fill a second page, and the paginator opens it', async ({
  page,
}) => {
  await useEnglish(page);
  await page.goto('/orders');
  await signIn(page);
  await expectSignedIn(page);
  for (const [path, caption] of [
    ['/orders', 'Orders'],
    ['/orders/returnOrder', 'Return orders'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: caption });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  }
});
