import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { expectSignedIn, signIn, useEnglish } from './support/session.ts';

const HEADER = 'orderNo,tracking_number,route_code,username,created_at,status,total_price';

async function signInAtOrders(page: Page): Promise<void> {
  await useEnglish(page);
  await page.goto('/orders');
  await signIn(page);
  await expectSignedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
}

/** Ticks the statuses in the list's status filter and applies them. */
async function filterByStatus(page: Page, statuses: string[]): Promise<void> {
  await page.getByRole('button', { name: /^Status/ }).click();
  const panel = page.getByRole('dialog', { name: 'Status' });
  for (const status of statuses) await panel.getByRole('checkbox', { name: status }).check();
  await panel.getByRole('button', { name: 'Apply' }).click();
}

/** The downloaded file as Excel reads it: its first bytes and its CRLF lines after the BOM. */
async function readCsv(download: Download): Promise<{ bom: Buffer; lines: string[] }> {
  expect(download.suggestedFilename()).toBe('export.csv');
  const bytes = await readFile(await download.path());
  return {
    bom: bytes.subarray(0, 3),
    lines: bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean),
  };
}

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

test.describe('orders CSV export', () => {
  test('exports the two checked rows of a filtered list as export.csv', async ({ page }) => {
    await signInAtOrders(page);
    await filterByStatus(page, ['Unpacked', 'Shipped']);
    await expect(page).toHaveURL(/status=unpacked&status=shipped/);
    const table = page.getByRole('table', { name: 'Orders' });
    const rows = table
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: /^Select order \d+$/ }) });
    // The demo's two unpacked orders and three shipped ones.
    await expect(rows).toHaveCount(5);

    const chosen: string[] = [];
    for (const index of [0, 2]) {
      const box = rows.nth(index).getByRole('checkbox');
      const name = (await box.getAttribute('aria-label')) ?? '';
      const orderNo = /(\d{6,})/.exec(name)?.[1] ?? '';
      expect(orderNo).not.toBe('');
      chosen.push(orderNo);
      await box.check();
    }
    await expect(page.getByText('5 orders · 2 selected')).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export 2 selected' }).click();
    const { bom, lines } = await readCsv(await downloading);
    expect(bom.equals(UTF8_BOM)).toBe(true);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(chosen);
  });

  test('exports the whole filtered list when no row is checked', async ({ page }) => {
    await signInAtOrders(page);
    await filterByStatus(page, ['Shipped']);
    const table = page.getByRole('table', { name: 'Orders' });
    const rows = table
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { name: /^Select order \d+$/ }) });
    await expect(page).toHaveURL(/status=shipped/);
    await expect(rows.first()).toBeVisible();
    // Every row shown is shipped: the filtered answer, not the list before it.
    await expect(rows.filter({ hasNotText: 'Shipped' })).toHaveCount(0);
    const total = Number(
      /(\d+) orders/.exec(await page.getByText(/^\d+ orders$/).innerText())?.[1],
    );
    expect(total).toBeGreaterThan(0);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const { bom, lines } = await readCsv(await downloading);
    expect(bom.equals(UTF8_BOM)).toBe(true);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(total + 1);
    for (const line of lines.slice(1)) expect(line.split(',')[5]).toBe('shipped');
  });
});
