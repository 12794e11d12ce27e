import { expect, test, type Page } from '@playwright/test';
import { OwnServer } from './support/own-server.ts';
import { expectSignedIn, signIn, useEnglish } from './support/session.ts';

// Issue 12's walk: wizard → staff approve with `pnpm ops` → active → every section edited →
// suspended and reactivated → a parcel received on the line. `pnpm ops` needs the embedded
// database to itself, so this file runs a server of its own (next port after the shared one)
// that it stops for the staff step and starts again on the same data directory.
const port = Number(process.env.E2E_PORT ?? 4310) + 1;
test.use({ baseURL: `http://localhost:${String(port)}` });

/** The route the demo merchant has no line for yet (the server refuses a second one). */
const routeCode = 'CN-DE-A-G';
/** The name the wizard asks for (A49), then the one the display section changes it to. */
const wizardName = '德国空运普货物流专线 Germany Air General';
const newName = '慕尼黑空运普货专线 Munich Air General Express';
// 17 characters, unique per run: YT + 13 digits of the clock + CN.
const trackingId = `YT${String(Date.now()).slice(-13)}CN`;

let server: OwnServer | undefined;

test.afterAll(async () => {
  // Also after a failure: the process ends and its data directory goes.
  await server?.dispose();
});

function section(page: Page, title: string) {
  return page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: title }),
  });
}

/** Opens `path`; signs in again if the app asks (a restart keeps sessions, but be sure). */
async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(nav.or(phone).first()).toBeVisible();
  if (await phone.isVisible()) {
    await signIn(page);
  }
  await expectSignedIn(page);
}

// A one-pixel blue PNG.
const BLUE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGMwTdsLAAIsAVlOf9JpAAAAAElFTkSuQmCC',
  'base64',
);

function lineCard(page: Page, name: string) {
  return page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

/** Steps 1–3 of the wizard: Germany by air, general goods, Bavaria (Munich, Nuremberg), prices. */
async function wizardThroughPricing(page: Page): Promise<void> {
  await page.goto('/shippingLines');
  // Wizard, step 1: Germany by air, general goods, 5–9 days.
  await page.getByRole('button', { name: 'Add shipping line' }).click();
  await expect(page).toHaveURL(/\/shippingLines\/new-shipping-line\/main$/);
  await page.getByRole('textbox', { name: /Display name/ }).fill(wizardName);
  // The line's picture goes with the draft at submit (A49): a real PNG, checked by its bytes.
  await page.locator('input[name="image"]').setInputFiles({
    name: '德国空运-封面.png',
    mimeType: 'image/png',
    buffer: BLUE_PIXEL_PNG,
  });
  await expect(page.getByRole('img', { name: '德国空运-封面.png' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Destination' }).selectOption({ label: 'Germany' });
  await page.getByRole('combobox', { name: 'Transport method' }).selectOption({ label: 'Air' });
  await page.getByRole('combobox', { name: 'Goods type' }).selectOption({ label: 'General goods' });
  await page.getByRole('textbox', { name: 'Shortest delivery time' }).fill('5');
  await page.getByRole('textbox', { name: 'Longest delivery time' }).fill('9');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: Bavaria, only Munich and Nuremberg.
  await expect(page).toHaveURL(/\/new-shipping-line\/coverage$/);
  await page.getByRole('checkbox', { name: 'Bavaria', exact: true }).check();
  await page.getByRole('checkbox', { name: 'All cities of Bavaria' }).uncheck();
  await page.getByRole('checkbox', { name: 'Munich' }).check();
  await page.getByRole('checkbox', { name: 'Nuremberg' }).check();
  await expect(page.getByText('1 of 16 provinces chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the five global prices and Munich as an exception city.
  await expect(page).toHaveURL(/\/new-shipping-line\/pricing$/);
  await page.getByRole('textbox', { name: 'Base price', exact: true }).fill('68');
  await page.getByRole('combobox', { name: 'First weight', exact: true }).selectOption('1');
  await page.getByRole('textbox', { name: 'Additional weight price', exact: true }).fill('32.5');
  await page
    .getByRole('combobox', { name: 'Additional weight unit', exact: true })
    .selectOption({ label: 'per 0.5 kg' });
  await page.getByRole('textbox', { name: 'Dimensional factor', exact: true }).fill('6000');
  await page.getByRole('combobox', { name: 'Add an exception city' }).click();
  await page.getByRole('option', { name: /Munich/ }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Munich' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Base price · Munich' }).fill('75');
  await page.getByRole('textbox', { name: 'Additional weight price · Munich' }).fill('35');
  await page.getByRole('button', { name: 'Next' }).click();
}

test('a line goes from the wizard through staff approval to its first parcel', async ({ page }) => {
  // A long walk: two server starts and two `pnpm ops` runs (tsx) on top of some 40 page steps,
  // on machines shared by several test runs. About a minute on a quiet machine.
  test.slow();
  test.setTimeout(240_000);
  server = new OwnServer(port);
  await server.start();
  await useEnglish(page);
  await page.goto('/shippingLines');
  await signIn(page);
  await expectSignedIn(page);

  await wizardThroughPricing(page);

  // Step 4: the Vancouver warehouse.
  await expect(page).toHaveURL(/\/new-shipping-line\/warehouse$/);
  const vancouver = page
    .getByRole('group', { name: 'Active warehouses' })
    .getByRole('button', { name: /Vancouver Main Warehouse/ });
  await vancouver.click();
  await expect(vancouver).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5: the deposit the server asks for, paid with Alipay.
  await expect(page).toHaveURL(/\/new-shipping-line\/deposit$/);
  const amount = page.getByText(/^USD [\d,]+\.\d{2}$/);
  await expect(amount).toBeVisible();
  const due = (await amount.textContent()) ?? '';
  await page.getByRole('radio', { name: 'Alipay' }).check();
  await page.getByRole('button', { name: 'I have completed payment' }).click();

  // Review: the fetched deposit, then Submit.
  await expect(page).toHaveURL(/\/new-shipping-line\/review$/);
  await expect(page.getByText(routeCode, { exact: true })).toBeVisible();
  await expect(page.getByText(due, { exact: true })).toBeVisible();
  await expect(page.getByText('Completed; recorded with the line for verification')).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  const success = page.getByRole('dialog', { name: 'Shipping line submitted' });
  await expect(success).toContainText('pending approval');
  await success.getByRole('button', { name: 'Back to shipping lines' }).click();
  await expect(page).toHaveURL(/\/shippingLines$/);
  await expect(lineCard(page, wizardName)).toContainText('Pending Approval');
  // The stored picture, served from the server's files, draws on the card.
  const picture = lineCard(page, wizardName).locator('img');
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  await expect(lineCard(page, wizardName)).toContainText('Vancouver Main Warehouse');

  // A second line of the route cannot be started at that warehouse: the step says why (A49).
  await wizardThroughPricing(page);
  await expect(page).toHaveURL(/\/new-shipping-line\/warehouse$/);
  const taken = page
    .getByRole('group', { name: 'Active warehouses' })
    .getByRole('button', { name: /Vancouver Main Warehouse/ });
  await expect(taken).toBeDisabled();
  await expect(taken).toContainText(`Has a line for ${routeCode} already`);
  await page.getByRole('button', { name: 'Back to list' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Discard and leave' }).click();
  await expect(page).toHaveURL(/\/shippingLines$/);

  // Platform staff: the server lets go of the database, `pnpm ops` approves the line.
  await server.stop();
  const pending = await server.ops(['lines:pending', '--json']);
  expect(pending.stderr).toBe('');
  expect(pending.code).toBe(0);
  const waiting = (JSON.parse(pending.stdout) as { id: string; route_code: string }[]).filter(
    (line) => line.route_code === routeCode,
  );
  expect(waiting).toHaveLength(1);
  const lineId = waiting[0]?.id ?? '';
  // The payment was recorded with the line, once (A49).
  const claims = await server.ops(['deposits:claims', '--json']);
  const paid = (
    JSON.parse(claims.stdout) as { arriving_country: string; method: string; status: string }[]
  ).filter((claim) => claim.arriving_country === 'DE');
  expect(paid).toEqual([expect.objectContaining({ method: 'alipay', status: 'claimed' })]);
  const approved = await server.ops(['lines:approve', lineId]);
  expect(approved.stderr).toBe('');
  expect(approved.code).toBe(0);
  await server.start();

  // The merchant sees it active, with the notice of the approval.
  await openSignedIn(page, '/shippingLines');
  await expect(lineCard(page, wizardName)).toContainText('Active');
  const bell = page.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unread$/);
  await bell.click();
  await expect(
    page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(`Shipping line approved.*\\(${routeCode}\\)`) }),
  ).toBeVisible();
  await page.goto('/shippingLines');
  await page.getByRole('link', { name: wizardName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shippingLines/${lineId}$`));
  const title = page.getByRole('heading', { level: 1 }).locator('..');
  await expect(title.getByText('Active')).toBeVisible();

  // Coverage is what the wizard chose, and stays as created (spec 2: no Edit that works).
  const coverage = section(page, 'Province and city coverage');
  await expect(coverage).toContainText('Bavaria');
  await expect(coverage).toContainText('Munich, Nuremberg');
  await expect(coverage.getByRole('button', { name: 'Edit' })).toBeDisabled();

  // Display: a new name.
  const display = section(page, 'Display information');
  await display.getByRole('button', { name: 'Edit' }).click();
  await display.getByRole('textbox', { name: 'Name' }).fill(newName);
  await display.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();

  // Route: other times.
  const route = section(page, 'Route information');
  await expect(route).toContainText('5 days – 9 days');
  await route.getByRole('button', { name: 'Edit' }).click();
  await route.getByRole('combobox', { name: 'Unit of the shortest time' }).selectOption('days');
  await route.getByRole('textbox', { name: 'Shortest delivery time' }).fill('4');
  await route.getByRole('combobox', { name: 'Unit of the longest time' }).selectOption('weeks');
  await route.getByRole('textbox', { name: 'Longest delivery time' }).fill('2');
  await route.getByRole('button', { name: 'Save' }).click();
  await expect(route.getByText('4 days – 2 weeks')).toBeVisible();

  // Linked warehouse: from Vancouver to Shenzhen.
  const warehouse = section(page, 'Linked warehouse');
  await expect(warehouse.getByRole('heading', { name: 'Vancouver Main Warehouse' })).toBeVisible();
  await warehouse.getByRole('button', { name: 'Edit' }).click();
  await warehouse.getByRole('button', { name: /Shenzhen Consolidation Centre/ }).click();
  await warehouse.getByRole('button', { name: 'Save' }).click();
  await expect(
    warehouse.getByRole('heading', { name: 'Shenzhen Consolidation Centre' }),
  ).toBeVisible();

  // Global pricing: saved, pending for 30 days.
  await page.getByRole('tab', { name: 'Price settings' }).click();
  await expect(page).toHaveURL(/\/price$/);
  const pricing = section(page, 'Global pricing');
  await expect(pricing.getByText(/¥68\.00/)).toBeVisible();
  await pricing.getByRole('button', { name: 'Edit' }).click();
  await pricing.getByRole('textbox', { name: 'Base price' }).fill('72');
  await pricing.getByRole('button', { name: 'Save' }).click();
  await expect(pricing.getByText(/^Pending until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(pricing.getByText(/¥72\.00/)).toBeVisible();

  // Exception cities: Nuremberg joins Munich, pending as well.
  const exceptions = section(page, 'Exception cities');
  await expect(
    exceptions.getByRole('heading', { level: 3, name: 'Munich · Bavaria' }),
  ).toBeVisible();
  await exceptions.getByRole('button', { name: 'Edit' }).click();
  await exceptions.getByRole('combobox', { name: 'Add a city' }).click();
  await page.getByRole('option', { name: /Nuremberg/ }).click();
  await exceptions.getByRole('button', { name: 'Save' }).click();
  await expect(exceptions.getByText(/^Pending until \d{4}-\d{2}-\d{2}$/)).toBeVisible();
  await expect(exceptions.getByRole('heading', { name: /^Nuremberg/ })).toBeVisible();

  // Size constraints: none yet, added.
  await page.getByRole('tab', { name: 'Parcel size' }).click();
  await expect(page).toHaveURL(/\/size$/);
  const size = section(page, 'Parcel size constraints');
  await size.getByRole('button', { name: 'Add' }).click();
  await size.getByRole('textbox', { name: 'Minimum weight' }).fill('0.5');
  await size.getByRole('textbox', { name: 'Maximum weight' }).fill('30');
  await size.getByRole('textbox', { name: 'Maximum volume' }).fill('0.25');
  await size.getByRole('combobox', { name: 'Unit of the volume' }).selectOption('cubic_m');
  await size.getByRole('textbox', { name: 'Longest side' }).fill('120');
  await size.getByRole('textbox', { name: 'Length + girth' }).fill('300');
  await size.getByRole('button', { name: 'Save' }).click();
  await expect(size.getByText('30 kg')).toBeVisible();

  // Suspended, then active again.
  await page.getByRole('button', { name: 'Status settings' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(title.getByText('Suspended')).toBeVisible();
  await page.getByRole('button', { name: 'Status settings' }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reactivate' }).click();
  await expect(title.getByText('Active')).toBeVisible();

  // Its warehouse receives a parcel on it.
  await page.getByRole('tab', { name: 'Basic information' }).click();
  await section(page, 'Linked warehouse')
    .getByRole('link', { name: /Shenzhen Consolidation Centre/ })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Shenzhen Consolidation Centre' }),
  ).toBeVisible();
  const inventoryUrl = page.url();
  await page.getByRole('button', { name: 'New parcel' }).click();
  await expect(page).toHaveURL(/\/new-parcel$/);
  await page.getByRole('textbox', { name: 'Shelf location' }).fill('B-10-05');
  await page.getByRole('textbox', { name: 'Tracking ID' }).fill(trackingId);
  await page.getByRole('textbox', { name: 'Customer ID' }).fill('C-0458821');
  await page.getByRole('textbox', { name: 'Weight' }).fill('2.4');
  await page.getByRole('textbox', { name: 'Length' }).fill('40');
  await page.getByRole('textbox', { name: 'Width' }).fill('30');
  await page.getByRole('textbox', { name: 'Height' }).fill('20');
  await page
    .getByRole('combobox', { name: 'Shipping line' })
    .selectOption({ label: `${newName} (${routeCode})` });
  await page.getByRole('button', { name: 'Submit and scan' }).click();
  await expect(page.getByText(`Parcel ${trackingId} received.`)).toBeVisible();

  // The inventory has it, on the new line.
  await page.goto(inventoryUrl);
  await page.getByRole('searchbox', { name: 'Search parcels' }).fill(trackingId);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText('B-10-05');
  await rows.nth(1).click();
  const panel = page.getByRole('dialog');
  await expect(panel).toContainText(trackingId);
  await expect(panel).toContainText(`${newName} (${routeCode})`);
});
