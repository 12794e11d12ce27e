import { expect, test, type Page } from '@playwright/test';
import { expectSignedIn, signIn, useEnglish } from './support/session.ts';

async function openLine(page: Page, name: string): Promise<void> {
  await useEnglish(page);
  await page.goto('/shippingLines');
  await signIn(page);
  await expectSignedIn(page);
  const card = page.getByRole('link', { name, exact: true });
  await card.click();
  await expect(page).toHaveURL(/\/shippingLines\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

function section(page: Page, title: string) {
  return page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: title }),
  });
}

test.describe('shipping line detail (real server)', () => {
  test('an owner changes the route times of a line, and they stay after a reload', async ({
    page,
  }) => {
    await openLine(page, 'Canada Air Express');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Canada Air Express Details'),
    ).toBeVisible();
    const route = section(page, 'Route information');
    await route.getByRole('button', { name: 'Edit' }).click();
    await route.getByRole('combobox', { name: 'Unit of the shortest time' }).selectOption('days');
    await route.getByRole('textbox', { name: 'Shortest delivery time' }).fill('4');
    await route.getByRole('combobox', { name: 'Unit of the longest time' }).selectOption('days');
    await route.getByRole('textbox', { name: 'Longest delivery time' }).fill('11');
    await route.getByRole('button', { name: 'Save' }).click();
    await expect(route.getByText('4 days – 11 days')).toBeVisible();
    await page.reload();
    await expect(section(page, 'Route information').getByText('4 days – 11 days')).toBeVisible();
  });

  test('a global price change is pending for 30 days, and size constraints are saved', async ({
    page,
  }) => {
    await openLine(page, 'Vancouver Air Standard');
    await page.getByRole('tab', { name: 'Price settings' }).click();
    await expect(page).toHaveURL(/\/price$/);
    const pricing = section(page, 'Global pricing');
    await pricing.getByRole('button', { name: 'Edit' }).click();
    await pricing.getByRole('textbox', { name: 'Base price' }).fill('99.5');
    await pricing.getByRole('button', { name: 'Save' }).click();
    await expect(pricing.getByText(/^Pending until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(pricing.getByText(/¥99\.50/)).toBeVisible();

    await page.getByRole('tab', { name: 'Parcel size' }).click();
    await expect(page).toHaveURL(/\/size$/);
    const size = section(page, 'Parcel size constraints');
    await size.getByRole('button', { name: /^(Add|Edit)$/ }).click();
    await size.getByRole('textbox', { name: 'Minimum weight' }).fill('0.5');
    await size.getByRole('textbox', { name: 'Maximum weight' }).fill('28');
    await size.getByRole('textbox', { name: 'Maximum volume' }).fill('0.3');
    await size.getByRole('combobox', { name: 'Unit of the volume' }).selectOption('cubic_m');
    await size.getByRole('textbox', { name: 'Longest side' }).fill('110');
    await size.getByRole('textbox', { name: 'Length + girth' }).fill('290');
    await size.getByRole('button', { name: 'Save' }).click();
    await expect(size.getByText('28 kg')).toBeVisible();
  });

  test('a line is suspended and reactivated from the status menu', async ({ page }) => {
    await openLine(page, 'Canada Sea Saver');
    const title = page.getByRole('heading', { level: 1 }).locator('..');
    await page.getByRole('button', { name: 'Status settings' }).click();
    await page.getByRole('menuitem', { name: 'Suspend' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
    await expect(title.getByText('Suspended')).toBeVisible();
    await page.getByRole('button', { name: 'Status settings' }).click();
    await page.getByRole('menuitem', { name: 'Reactivate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
    await expect(title.getByText('Active')).toBeVisible();
  });

  test('a line pending approval cannot be edited and offers only Delete', async ({ page }) => {
    await openLine(page, 'US Sea Freight');
    await expect(page.getByText(/pending approval \(2–4 business days\)/)).toBeVisible();
    await expect(
      section(page, 'Display information').getByRole('button', { name: 'Edit' }),
    ).toBeDisabled();
    await page.getByRole('button', { name: 'Status settings' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Delete']);
  });

  test('a line is renamed (multipart display edit) and an exception city is added', async ({
    page,
  }) => {
    await openLine(page, 'US Air Express');
    const display = section(page, 'Display information');
    await display.getByRole('button', { name: 'Edit' }).click();
    await display.getByRole('textbox', { name: 'Name' }).fill('洛杉矶空运特快专线');
    await display.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '洛杉矶空运特快专线' })).toBeVisible();

    await page.getByRole('tab', { name: 'Price settings' }).click();
    const exceptions = section(page, 'Exception cities');
    await exceptions.getByRole('button', { name: 'Edit' }).click();
    const addCity = exceptions.getByRole('combobox', { name: 'Add a city' });
    await expect(addCity).toBeEnabled();
    await addCity.click();
    // The dropdown's list, not the <option>s of the unit selects already on the card.
    const option = page.getByRole('listbox').getByRole('option').first();
    // The option reads "<city>" then its province as a description: the city is its first text.
    const city = await option.evaluate((element) => element.firstChild?.textContent ?? '');
    expect(city.trim()).not.toBe('');
    await option.click();
    await exceptions.getByRole('button', { name: 'Save' }).click();
    await expect(exceptions.getByText(/^Pending until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(
      exceptions.getByRole('heading', { level: 4, name: new RegExp(city) }),
    ).toBeVisible();
  });
});
