import { expect, test, type Page } from '@playwright/test';
import { demoOwner, expectSignedIn, signIn, useEnglish, loginPageLive } from './support/session.ts';

// Unique per run and per worker: parallel specs and repeated runs never meet the same names.
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

async function signInAt(page: Page, path: string): Promise<void> {
  await useEnglish(page);
  await page.goto(path);
  await signIn(page);
  await expectSignedIn(page);
}

test.describe('warehouses', () => {
  test('an owner creates a warehouse through the form and finds it in the grid', async ({
    page,
  }) => {
    const name = `E2E Depot ${runId}`;
    await signInAt(page, '/warehouse');
    await page.getByRole('button', { name: 'Add warehouse' }).click();
    await expect(page).toHaveURL(/\/warehouse\/new-warehouse$/);

    // Create with nothing filled: the form names what is missing and stays.
    await page.getByRole('button', { name: 'Create warehouse' }).click();
    await expect(
      page.getByText('Enter the warehouse name (at most 100 characters).'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/warehouse\/new-warehouse$/);

    await page.getByRole('textbox', { name: 'Warehouse name' }).fill(name);
    await page.getByRole('combobox', { name: 'Country' }).selectOption('CA');
    const province = page.getByRole('combobox', { name: 'Province / state' });
    await province.fill('British');
    await page.getByRole('option', { name: 'British Columbia' }).click();
    const city = page.getByRole('combobox', { name: 'City' });
    await city.fill('Richmond');
    await page.getByRole('option', { name: 'Richmond' }).click();
    await page.getByRole('textbox', { name: 'Address line 1' }).fill('5300 No. 3 Road');
    await page.getByRole('textbox', { name: 'Contact person' }).fill('Ann Lee');
    await page.getByRole('combobox', { name: 'Phone prefix' }).selectOption('+1');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('6045550177');
    await page.getByRole('textbox', { name: 'Free storage duration' }).fill('30');
    await page.getByRole('textbox', { name: 'Overdue storage fee' }).fill('2.5');
    await page.getByRole('combobox', { name: 'Add an operator' }).fill('lin');
    await page.getByRole('option', { name: /Lin Chen/ }).click();
    await expect(page.getByRole('button', { name: 'Remove Lin Chen' })).toBeVisible();

    await page.getByRole('button', { name: 'Create warehouse' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveURL(/\/warehouse\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Warehouse “${name}” created.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'No parcels yet' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Warehouse and Parcels' })
      .click();
    const card = page.getByRole('link', { name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article').filter({ has: card })).toContainText('Richmond');

    // An address that names no warehouse of this merchant says so.
    await page.goto('/warehouse/no-such-warehouse');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Warehouse not found' }),
    ).toBeVisible();
  });

  test('leaving a half-filled new warehouse asks first', async ({ page }) => {
    await signInAt(page, '/warehouse/new-warehouse');
    const name = page.getByRole('textbox', { name: 'Warehouse name' });
    await name.fill(`Half-filled ${runId}`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });

    await nav.getByRole('link', { name: 'Orders' }).click();
    const ask = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(ask).toContainText('Your changes on this page are not saved yet.');
    await ask.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(ask).toBeHidden();
    await expect(page).toHaveURL(/\/warehouse\/new-warehouse$/);
    await expect(name).toHaveValue(`Half-filled ${runId}`);

    await nav.getByRole('link', { name: 'Orders' }).click();
    await ask.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/orders$/);

    // Nothing typed: nothing to ask about.
    await page.goto('/warehouse/new-warehouse');
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('在中文页面上，离开填了一半的新仓库前先询问', async ({ page }) => {
    await page.goto('/login');
    await loginPageLive(page);
    await page.getByRole('textbox', { name: '手机号码' }).fill(demoOwner.phone);
    await page.getByLabel('密码', { exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();

    await page.goto('/warehouse/new-warehouse');
    await page.getByRole('textbox', { name: '仓库名称' }).fill(`填了一半 ${runId}`);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '订单' })
      .click();
    const ask = page.getByRole('dialog', { name: '离开此页面？' });
    await expect(ask).toContainText('此页面上的更改尚未保存，离开后将会丢失。');
    await ask.getByRole('button', { name: '留在此页' }).click();
    await expect(page).toHaveURL(/\/warehouse\/new-warehouse$/);
    await page
      .getByRole('navigation', { name: '主导航' })
      .getByRole('link', { name: '订单' })
      .click();
    await ask.getByRole('button', { name: '不保存并离开' }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });

  test('parcels are received from the keyboard alone, found by search and edited in the panel', async ({
    page,
  }) => {
    // Two parcels received, listed, reloaded, found, edited and filtered: a long walk.
    test.slow();
    const first = `E2E${runId}A`;
    const second = `E2E${runId}B`;
    await signInAt(page, '/warehouse');
    await page.getByRole('link', { name: 'Vancouver Main Warehouse' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Vancouver Main Warehouse' }),
    ).toBeVisible();
    const inventoryUrl = page.url();
    await page.getByRole('button', { name: 'New parcel' }).click();

    // From here on, only the keyboard: the cursor starts in the tracking field.
    const tracking = page.getByRole('textbox', { name: 'Tracking ID' });
    await expect(tracking).toBeFocused();
    const keyboard = page.keyboard;
    await keyboard.press('Shift+Tab');
    await expect(page.getByRole('textbox', { name: 'Shelf location' })).toBeFocused();
    await keyboard.type('E2E-01');
    await keyboard.press('Tab');
    await expect(tracking).toBeFocused();

    // A scanner types the code and presses Enter: the next field, never a submit.
    let chosenLine = '';
    const receive = async (code: string, submitKey: string) => {
      await keyboard.type(code);
      await keyboard.press('Enter');
      await expect(page.getByRole('textbox', { name: 'Customer ID' })).toBeFocused();
      for (const value of ['C-E2E', '1.5', '30', '20', '10']) {
        await keyboard.type(value);
        await keyboard.press('Enter');
      }
      const line = page.getByRole('combobox', { name: 'Shipping line' });
      await expect(line).toBeFocused();
      if (chosenLine) {
        // The line chosen for the batch is still chosen.
        await expect(line).toHaveValue(chosenLine);
      } else {
        await keyboard.press('ArrowDown');
        await expect(line).not.toHaveValue('');
        chosenLine = await line.inputValue();
      }
      await keyboard.press(submitKey);
      await expect(page.getByText(`Parcel ${code} received.`)).toBeVisible();
      // Ready for the next scan: empty tracking field with the cursor, same shelf.
      await expect(tracking).toBeFocused();
      await expect(tracking).toHaveValue('');
      await expect(page.getByRole('textbox', { name: 'Shelf location' })).toHaveValue('E2E-01');
    };
    await receive(first, 'Enter');
    await receive(second, 'Control+Enter');

    // Both are listed as received in this batch, newest first, and stay listed on a reload.
    const batch = page.getByRole('table', { name: 'Parcels received in this batch, newest first' });
    await expect(page.getByRole('heading', { name: 'Received in this batch (2)' })).toBeVisible();
    await expect(batch.getByRole('row').nth(1)).toContainText(second);
    await expect(batch.getByRole('row').nth(2)).toContainText(first);

    // The label of the parcel just received, from its row, with the keyboard: the server's PDF
    // (ADR 0086) in a tab opened at the key press.
    const print = batch.getByRole('button', { name: `Print label for ${second}` });
    await print.focus();
    const [label, tab] = await Promise.all([
      // The answer with the PDF, after a refresh of the session if its access token had expired.
      page.waitForResponse(
        (response) =>
          /\/parcels\/\d+\/label$/.test(new URL(response.url()).pathname) &&
          response.status() !== 401,
      ),
      page.waitForEvent('popup'),
      page.keyboard.press('Enter'),
    ]);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
    expect((await label.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => tab.url()).toMatch(/^blob:/);
    await tab.close();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.reload();
    await expect(batch.getByRole('row').nth(1)).toContainText(second);
    await batch.getByRole('row').nth(2).click();
    await expect(page.getByRole('dialog')).toContainText(first);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // Both are in the inventory; search finds the first by its tracking id.
    await page.goto(inventoryUrl);
    await page.getByRole('searchbox', { name: 'Search parcels' }).fill(first);
    await expect(page).toHaveURL(new RegExp(`search=${first}`));
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(first);
    await expect(rows.nth(1)).toContainText('In Stock');
    await expect(rows.nth(1)).toContainText('E2E-01');

    await rows.nth(1).click();
    const panel = page.getByRole('dialog');
    await expect(panel).toContainText(first);
    await panel.getByRole('button', { name: 'Edit' }).click();
    await panel.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Exception' });
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Parcel updated.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(panel).toContainText('Exception');
    await expect(rows.nth(1)).toContainText('Exception');

    // A reload shows the same search with the same parcel open.
    await expect(page).toHaveURL(/parcel=\d+/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search parcels' })).toHaveValue(first);
    await expect(page.getByRole('dialog')).toContainText(first);
    await expect(page.getByRole('dialog')).toContainText('Exception');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).not.toHaveURL(/parcel=/);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Exception');

    // The status filter narrows the second one away and stays in the address.
    await page.getByRole('searchbox', { name: 'Search parcels' }).fill(`E2E${runId}`);
    await expect(rows).toHaveCount(3);
    await page.getByRole('button', { name: /^Status/ }).click();
    await page.getByRole('checkbox', { name: 'Exception' }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/status=error/);
    await expect(rows).toHaveCount(2);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(first);
  });
});
