import { expect, test, type Locator } from '@playwright/test';
import { demoOwner, expectSignedIn, signIn, useEnglish } from './support/session.ts';

/** The number the bell says ("Notifications, 4 unread" → 4; no count → 0). */
async function unreadOf(bell: Locator): Promise<number> {
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread$/.exec(name)?.[1] ?? 0);
}

test('the bell leads to the notifications, and a notification to its parcel', async ({ page }) => {
  await useEnglish(page);
  await page.goto('/login');
  await signIn(page, demoOwner);
  await expectSignedIn(page);

  // The count comes from the server on its own; the page does not wait for it.
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  const before = await unreadOf(bell);
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);

  const list = page.getByRole('list', { name: 'Notifications' });
  await list.getByRole('button', { name: /Parcel exception/ }).click();
  const panel = page.getByRole('dialog', { name: 'Parcel exception' });
  const body = (await panel.getByText(/marked damaged on arrival/).textContent()) ?? '';
  const trackingId = /Parcel (\S+) at/.exec(body)?.[1] ?? '';
  expect(trackingId).toMatch(/^[A-Z0-9]{10,20}$/);
  // Reading it brings the bell down (other specs may read more meanwhile, never fewer).
  await expect.poll(() => unreadOf(bell)).toBeLessThan(before);

  await panel.getByRole('link', { name: 'Open parcel' }).click();
  await expect(page).toHaveURL(/\/warehouse\/[0-9a-f-]{36}\?parcel=\d+$/);
  await expect(page.getByRole('dialog').getByText(trackingId)).toBeVisible();
});
