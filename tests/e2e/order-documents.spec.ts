import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, signIn, useEnglish } from './support/session.ts';

/** Opens the first order of a status from the list, as a merchant would. */
async function openFirst(page: Page, status: string): Promise<void> {
  await page.goto(`/orders?status=${status}`);
  const table = page.getByRole('table', { name: 'Orders' });
  await table
    .getByRole('button', { name: /^Manage order/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order# / })).toBeVisible();
}

/** Clicks a document button: the server's PDF answers, and the tab opened at the click shows it. */
async function printsPdf(page: Page, button: string, kind: string): Promise<void> {
  const [answer, tab] = await Promise.all([
    // The answer that carries the PDF: a session older than its access token is refreshed first
    // (a 401, then the same request again).
    page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.endsWith(`/documents/${kind}`) &&
        response.status() !== 401,
    ),
    page.waitForEvent('popup'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
}

test("an order's pick list before packing, its package label after", async ({ page }) => {
  await useEnglish(page);
  await page.goto('/orders');
  await signIn(page);
  await expectSignedIn(page);

  await openFirst(page, 'unpacked');
  await expect(page.getByRole('button', { name: 'Print package label' })).toHaveCount(0);
  await printsPdf(page, 'Print pick list', 'pick-list');

  await openFirst(page, 'shipped');
  await printsPdf(page, 'Print package label', 'package-label');
});
