import { expect, test } from '@playwright/test';
import { demoOwner, expectSignedIn, loginPageLive, signIn, useEnglish } from './support/session.ts';

test.describe('login', () => {
  test('signing in and opening the warehouses logs no console error', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await useEnglish(page);
    await page.goto('/login');
    await signIn(page);
    await expect(
      page.getByRole('link', { name: 'Vancouver Main Warehouse', exact: true }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a protected visit goes to /login and comes back to where it started', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/orders?status=packed');
    // The origin travels in the address, so a reload of the login page keeps it.
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders%3Fstatus%3Dpacked$/);

    await signIn(page);

    await expect(page).toHaveURL(/\/orders\?status=packed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expectSignedIn(page);
  });

  test('/ shows a signed-in owner the dashboard inside the layout (A34)', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome, Maple Forwarding Ltd.' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/:\d+\/$/);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const area of ['Warehouse and Parcels', 'Shipping Lines', 'Orders', 'Billing', 'Admin']) {
      await expect(nav.getByRole('link', { name: area })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: demoOwner.displayName })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  test('a wrong password shows "Invalid username or password."', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/login');
    await signIn(page, { phone: demoOwner.phone, password: 'Wrong#2026' });

    await expect(page.getByRole('alert')).toContainText('Invalid username or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Login stays disabled until phone and password are both filled', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/login');
    await loginPageLive(page);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    const password = page.getByLabel('Password', { exact: true });

    await expect(login).toBeDisabled();
    await phone.fill('604-555-0123');
    await expect(login).toBeDisabled();
    await password.fill('Merchant#2026');
    await expect(login).toBeEnabled();
    await phone.fill('');
    await expect(login).toBeDisabled();
  });

  test('the phone field keeps only digits and hyphens, with +1 preselected', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/login');
    await loginPageLive(page);
    const phone = page.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('604-abc 555 0123');
    await expect(phone).toHaveValue('604-5550123');
    await expect(phone).toHaveAttribute('placeholder', '1234567890');
    await expect(page.getByRole('combobox', { name: 'Country code' })).toHaveValue('+1');
  });
});

test.describe('language', () => {
  test('Chinese by default', async ({ page }) => {
    await page.goto('/login');
    await loginPageLive(page);
    await expect(page.getByRole('heading', { name: '欢迎使用集运' })).toBeVisible();
    await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  });

  test('English when localStorage.lang is "en"', async ({ page }) => {
    await useEnglish(page);
    await page.goto('/login');
    await loginPageLive(page);
    await expect(page.getByRole('heading', { name: 'Welcome to Jiyun' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
