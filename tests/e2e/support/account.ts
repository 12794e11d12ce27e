import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The second demo owner (see docs/operating.md, "Demo data"). The account specs change its password and
 * phone, so no other spec signs in as it; each test puts back what it changed.
 */
export const harbourOwner = {
  countryCode: '+86',
  phone: '13800000002',
  password: 'Merchant#2026',
  displayName: 'Harbour Express',
};

/** The newest verification code texted to `phone` (e.g. `+8613800000002`) after `since`. */
export async function codeSentTo(
  request: APIRequestContext,
  phone: string,
  since: number,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/v1/dev/outbox?phone=${encodeURIComponent(phone)}`);
        const body = (await response.json()) as { data: { text: string; created_at: string }[] };
        const newest = body.data[0];
        if (!newest || Date.parse(newest.created_at) < since - 1000) return '';
        code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
        return code;
      },
      { message: `a code texted to ${phone}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs in through the API (no page); answers the access token. */
export async function apiSignIn(
  request: APIRequestContext,
  user: { countryCode: string; phone: string; password: string },
): Promise<string> {
  const response = await request.post('/api/v1/merchants/auth/root-login', {
    data: { country_code: user.countryCode, identifier: user.phone, password: user.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Puts the owner's password back to `password` (knowing the one it has now). */
export async function restorePassword(
  request: APIRequestContext,
  user: { countryCode: string; phone: string },
  current: string,
  password: string,
): Promise<void> {
  const token = await apiSignIn(request, { ...user, password: current });
  const response = await request.patch('/api/v1/merchants/auth/password/update', {
    headers: { Authorization: `Bearer ${token}` },
    data: { old_password: current, password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Fills the login form (in English) with a country code, and submits it. */
export async function signInWith(
  page: Page,
  user: { countryCode: string; phone: string; password: string },
): Promise<void> {
  await page.getByRole('combobox', { name: 'Country code' }).selectOption(user.countryCode);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
