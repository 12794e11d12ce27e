import { expect, test, type Page } from '@playwright/test';
import { demoOwner, expectSignedIn, signIn, useEnglish } from './support/session.ts';

/** The demo owner, signed in from /login: where the app takes them is the point of the spec. */
async function ownerSignsIn(page: Page): Promise<void> {
  await useEnglish(page);
  await page.goto('/login');
  await signIn(page);
  await expectSignedIn(page);
}

/** A tile's figure as the page shows it. */
async function figure(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(testId).textContent()) ?? '';
  expect(text).toMatch(/^\d+$/);
  return Number(text);
}

test.describe('dashboard (A34)', () => {
  test('the owner lands on it and its order counts are the filtered lists’ totals', async ({
    page,
  }) => {
    await ownerSignsIn(page);
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, Maple Forwarding Ltd.' }),
    ).toBeVisible();
    await expect(page.getByTestId('settlement-total')).toHaveText(/^[\d,]+\.\d{2} CAD$/);
    await expect(page.getByTestId('deposit-balance')).toHaveText(/^[\d,]+\.\d{2} USD$/);
    await expect(
      page.getByRole('link', { name: 'Vancouver Main Warehouse', exact: true }),
    ).toBeVisible();

    const unpacked = await figure(page, 'orders-unpacked');
    expect(unpacked).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Unpacked orders' }).click();
    await expect(page).toHaveURL(/\/orders\?status=unpacked$/);
    await expect(page.getByText(`${unpacked} orders`, { exact: true })).toBeVisible();

    await page.goBack();
    const completed = await figure(page, 'orders-completed');
    await page.getByRole('link', { name: 'Completed orders' }).click();
    await expect(page).toHaveURL(/\/orders\?status=completed$/);
    await expect(page.getByText(`${completed} orders`, { exact: true })).toBeVisible();
  });

  test('a warehouse row opens its inventory, the news opens the notifications', async ({
    page,
  }) => {
    await ownerSignsIn(page);
    await page.getByRole('link', { name: 'Vancouver Main Warehouse', exact: true }).click();
    await expect(page).toHaveURL(/\/warehouse\/[0-9a-f-]{36}$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View all notifications' }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('link', { name: demoOwner.displayName })).toBeVisible();
  });
});
