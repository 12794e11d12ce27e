import { expect, type Page } from '@playwright/test';

/** The demo data the server creates on first start (see docs/operating.md, "Demo data"). */
export const demoOwner = {
  countryCode: '+1',
  phone: '6045550123',
  password: 'Merchant#2026',
  displayName: 'Maple Forwarding',
};

export const demoOperator = {
  countryCode: '+1',
  phone: '6045550124',
  password: 'Operator#2026',
  fullName: 'Lin Chen',
};

/** Every visit in this test sees the app in English (the default is Chinese). */
export async function useEnglish(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'en'));
}

/**
 * The app has taken over the login page: the page the server rendered (ADR 0040) is `inert` until
 * then, and what is typed into it is not kept.
 */
export async function loginPageLive(page: Page): Promise<void> {
  await expect(page.locator('#root > [inert]')).toHaveCount(0);
}

/** Fills the login form in English and submits it. */
export async function signIn(
  page: Page,
  user: { phone: string; password: string } = demoOwner,
): Promise<void> {
  await loginPageLive(page);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** The layout is up: main navigation and the signed-in user's name. */
export async function expectSignedIn(page: Page, name = demoOwner.displayName): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();
}
