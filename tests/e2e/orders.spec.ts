import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_BASE,
  apiPath,
  apiPaths,
  orderQuote,
  pricingDay,
  type ItemResponse,
  type ListResponse,
  type OrderParcel,
  type PricedLine,
  type ShippingLineDetail,
  type ShippingLineListItem,
  type StorageFeePolicy,
} from '../../packages/domain/src/index.ts';
import { OwnServer } from './support/own-server.ts';
import { demoOwner, expectSignedIn, signIn, useEnglish } from './support/session.ts';

// Issue 14's walk: staff (`pnpm ops`) create a customer's order from parcels the merchant
// received; the merchant finds it, packs it with a photo and a fee at the price the domain's
// `orderQuote` gives for the same inputs, submits; staff record the payment; the merchant ships
// it; the list's Shipped filter shows it; a second order is cancelled and its parcels are back
// on their shelves. `pnpm ops` needs the embedded database to itself, so this file runs a server
// of its own that it stops for each staff step (as shipping-lines-flow.spec.ts does).
const port = Number(process.env.E2E_ORDERS_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 2);
test.use({ baseURL: `http://localhost:${String(port)}` });

// Unique per run: repeated runs on one machine never meet the same customers or parcels.
const runId = Date.now().toString(36).toUpperCase();
const rate = 0.1932;
const packageMeasures = { weight: 2.4, length: 35, width: 25, height: 20 };
const fee = { title: '加固木架 Wooden crate reinforcement', price: 15 };
const receiverCity = 'Vancouver';
/** A real PNG (the server checks the magic bytes): one pixel. */
const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A fresh data directory is migrated and seeded at the first start: slow on a busy machine. */
const serverStartMs = 180_000;

let server: OwnServer | undefined;

test.afterAll(async () => {
  // Also after a failure: the process ends and its data directory goes.
  await server?.dispose();
});

/** The API of the own server, signed in as the demo owner. */
async function ownerApi(request: APIRequestContext, base: string) {
  const login = await request.post(`${base}${API_BASE}${apiPaths.auth.rootLogin}`, {
    data: {
      country_code: demoOwner.countryCode,
      identifier: demoOwner.phone,
      password: demoOwner.password,
    },
  });
  expect(login.ok()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(`${base}${API_BASE}${path}`, { headers });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const response = await request.post(`${base}${API_BASE}${path}`, { headers, data });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    },
  };
}

/** Opens `path`; signs in when the app asks (a restart keeps sessions, but be sure). */
async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const phone = page.getByRole('textbox', { name: 'Phone number' });
  await expect(nav.or(phone).first()).toBeVisible();
  if (await phone.isVisible()) await signIn(page);
  await expectSignedIn(page);
}

/** `pnpm ops …` while the server is stopped; answers the command's `--json` value. */
async function ops<T>(args: string[]): Promise<T> {
  if (!server) throw new Error('No server');
  const run = await server.ops([...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as T;
}

function section(page: Page, title: string) {
  return page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: title }),
  });
}

/** The line's prices and size limits as `orderQuote` takes them (no pending change in the demo). */
function pricedLineOf(line: ShippingLineDetail): PricedLine {
  const global = line.pricingInfo.globalPricingInfomation;
  if (!global) throw new Error(`Line ${line.id} has no prices`);
  const values = (
    prices:
      | typeof global
      | ShippingLineDetail['pricingInfo']['exceptionPricingInformation']['exception_arr'][number],
  ) => ({
    currency: prices.currency,
    base_price: prices.base_price,
    additional_weight_price: prices.additional_weight_price,
    unit: prices.unit,
    per_unit: prices.per_unit,
    volumetric_divisor: prices.volumetric_divisor,
  });
  const size = line.parcelInfo;
  return {
    schedule: {
      current: {
        global: values(global),
        exceptions: line.pricingInfo.exceptionPricingInformation.exception_arr.map((city) => ({
          ...values(city),
          city_name: city.city_name,
          city_zh_name: city.city_zh_name,
        })),
      },
      current_since: global.effective_from,
      pending: null,
    },
    size: size && {
      min_weight: size.minimum_weight,
      max_weight: size.maximum_weight,
      max_volume: size.maximum_volume,
      max_volume_unit: size.maximum_volume_unit,
      max_single_length: size.max_single_length,
      max_single_length_unit: size.max_single_length_unit,
      max_sum_three_side: size.max_sum_three_side,
      max_sum_three_side_unit: size.max_sum_three_side_unit,
    },
  };
}

test('an order goes from the customer to shipped; another is cancelled back to the shelves', async ({
  page,
  request,
}) => {
  // Three server starts (the first one seeds the demo) and seven `pnpm ops` runs (tsx) on top of
  // the page steps, on machines shared by several test runs: minutes when the machine is busy.
  test.setTimeout(600_000);
  server = new OwnServer(port);
  await server.start(serverStartMs);

  // The merchant's stock: parcels of two new customers on an active line's warehouse.
  const api = await ownerApi(request, server.url);
  const lines = await api.get<ListResponse<ShippingLineListItem>>(apiPaths.shippingLines.list);
  const active = lines.data.find((line) => line.status === 'active');
  if (!active) throw new Error('The demo has no active line');
  const line = (
    await api.get<ItemResponse<ShippingLineDetail>>(
      apiPath(apiPaths.shippingLines.one, { shippingLineId: active.id }),
    )
  ).data;
  const warehouseId = line.basicInfo.warehouseInformation?.id ?? '';
  const routeCode = line.basicInfo.routeInformation.route_code;
  const inbound = new Date(Date.now() - 75 * 86_400_000).toISOString().slice(0, 10);
  const receive = (tracking: string, personalId: string, shelf: string) =>
    api.post(apiPath(apiPaths.parcels.list, { warehouseId }), {
      tracking_id: tracking,
      personal_id: personalId,
      inbound_date: inbound,
      shelf_location: shelf,
      weight: 1.2,
      length: 30,
      width: 20,
      height: 15,
      shipping_route_code: routeCode,
    });
  const packer = {
    personalId: `E2EP${runId}`,
    tracking: [`YT${runId}P0001CN`, `YT${runId}P0002CN`],
  };
  const canceller = { personalId: `E2EC${runId}`, tracking: [`YT${runId}C0001CN`] };
  await receive(packer.tracking[0] ?? '', packer.personalId, 'A-03-2');
  await receive(packer.tracking[1] ?? '', packer.personalId, 'A-03-3');
  await receive(canceller.tracking[0] ?? '', canceller.personalId, 'B-07-3');

  // Platform staff: the day's rate, two customers and their orders.
  await server.stop();
  await ops(['rates:set', 'CAD', String(rate)]);
  const orderOf = async (who: { personalId: string }, username: string) => {
    await ops([
      'customers:create',
      username,
      '--email',
      `${username}@example.com`,
      '--personal-id',
      who.personalId,
    ]);
    return ops<{ id: string; order_no: number }>([
      'orders:create',
      line.id,
      '--customer',
      username,
      '--receiver-name',
      '张伟 Zhang Wei',
      '--receiver-phone',
      '+1 604-555-0177',
      '--receiver-address',
      '2788 Kingsway, Unit 1502, Vancouver, BC V5R 5P3',
      '--city',
      receiverCity,
    ]);
  };
  const packed = await orderOf(packer, `e2e.packer.${runId.toLowerCase()}`);
  const cancelled = await orderOf(canceller, `e2e.canceller.${runId.toLowerCase()}`);
  await server.start(serverStartMs);

  // The merchant finds the order by its number.
  await useEnglish(page);
  await openSignedIn(page, '/orders');
  await page.getByRole('combobox', { name: 'Search in' }).selectOption('id');
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(String(packed.order_no));
  const manage = page.getByRole('button', { name: `Manage order ${String(packed.order_no)}` });
  await expect(manage).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await manage.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Order# ${String(packed.order_no)}` }),
  ).toBeVisible();

  // Packing: measures, a fee, a photo; Check price.
  const packageSection = section(page, 'Package information');
  await packageSection.getByRole('button', { name: 'Pack all' }).click();
  const form = page.getByRole('form', { name: 'Package information' });
  await form.getByRole('textbox', { name: /^Weight/ }).fill(String(packageMeasures.weight));
  await form.getByRole('textbox', { name: /^Length/ }).fill(String(packageMeasures.length));
  await form.getByRole('textbox', { name: /^Width/ }).fill(String(packageMeasures.width));
  await form.getByRole('textbox', { name: /^Height/ }).fill(String(packageMeasures.height));
  await form.getByRole('button', { name: 'Add fee' }).click();
  await form.getByRole('textbox', { name: /^Fee 1 title/ }).fill(fee.title);
  await form.getByRole('textbox', { name: /^Fee 1 price/ }).fill(String(fee.price));
  await form.locator('input[name="package_photo"]').setInputFiles({
    name: '包裹照片-正面.png',
    mimeType: 'image/png',
    buffer: photoPng,
  });
  await expect(form.getByRole('img', { name: '包裹照片-正面.png' })).toBeVisible();
  await form.getByRole('button', { name: 'Check price' }).click();
  const quote = form.getByRole('region', { name: 'Price' });
  await expect(quote).toBeVisible();

  // The price equals the domain's `orderQuote` for the same line, parcels, warehouse and rate.
  const parcels = (
    await api.get<{ data: OrderParcel[] }>(apiPath(apiPaths.orders.parcels, { orderId: packed.id }))
  ).data;
  const warehouse = (
    await api.get<ItemResponse<StorageFeePolicy>>(apiPath(apiPaths.warehouses.one, { warehouseId }))
  ).data;
  const now = new Date();
  const expected = orderQuote({
    line: pricedLineOf(line),
    measures: packageMeasures,
    city: receiverCity,
    parcels: parcels.map((parcel) => ({ id: parcel.id, inbound_date: parcel.stored_at })),
    storagePolicy: warehouse,
    additionalFees: [fee],
    rate: { currency: 'CAD', rate, date: pricingDay(now) },
    at: now,
  });
  if (!expected.ok) throw new Error(`The domain refuses the package: ${expected.reason}`);
  const fact = (label: string) =>
    quote
      .locator('div')
      .filter({ has: page.getByText(label, { exact: true }) })
      .locator('dd');
  await expect(fact('Total price')).toHaveText(`${expected.quote.totalPrice.toFixed(2)} CAD`);
  await expect(fact('Shipping fee')).toHaveText(`${expected.quote.shippingFee.toFixed(2)} CAD`);
  await expect(fact('Storage fee')).toHaveText(`${expected.quote.totalStorageFee.toFixed(2)} CAD`);
  await expect(fact('Chargeable weight')).toHaveText(
    `${expected.quote.calculations.chargeableWeight.toFixed(2)} kg`,
  );

  // Submit → confirmation → saved; the detail shows the order packed at that price.
  await form.getByRole('button', { name: 'Submit' }).click();
  const confirm = page.getByRole('dialog', { name: 'Submit the package information?' });
  await expect(confirm).toContainText(`${expected.quote.totalPrice.toFixed(2)} CAD`);
  await confirm.getByRole('button', { name: 'Confirm and proceed' }).click();
  const saved = page.getByRole('dialog', { name: 'Package information saved' });
  await expect(saved).toBeVisible();
  await saved.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('list', { name: 'Order progress: Packed' })).toBeVisible();
  await expect(packageSection).toContainText(`${expected.quote.totalPrice.toFixed(2)} CAD`);
  await expect(packageSection.getByRole('img', { name: 'Package photo 1' })).toBeVisible();

  // Staff record the customer's payment.
  await server.stop();
  await ops(['orders:pay', packed.id]);
  await server.start(serverStartMs);

  // The merchant ships it with the carrier's number.
  await openSignedIn(page, `/orders/${packed.id}`);
  const trackingNumber = `SF${String(Date.now()).slice(-14)}`;
  await page.getByRole('textbox', { name: /Tracking number/ }).fill(trackingNumber);
  await page.getByRole('button', { name: 'Save and mark shipped' }).click();
  await expect(page.getByText('Tracking number saved: the order is shipped.')).toBeVisible();

  // The list's Shipped filter shows it, with its tracking number.
  await openSignedIn(page, '/orders');
  await page.getByRole('button', { name: /^Status/ }).click();
  const filter = page.getByRole('dialog', { name: 'Status' });
  await filter.getByRole('checkbox', { name: 'Shipped' }).check();
  await filter.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=shipped/);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Manage order ${String(packed.order_no)}` }) });
  await expect(row).toContainText(trackingNumber);
  await expect(row).toContainText('Shipped');

  // The second order is cancelled: its parcel is back in stock on its own shelf.
  await openSignedIn(page, `/orders/${cancelled.id}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this order?' });
  await cancel.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('Order cancelled.')).toBeVisible();
  await openSignedIn(page, `/warehouse/${warehouseId}`);
  await page.getByRole('searchbox', { name: 'Search parcels' }).fill(canceller.tracking[0] ?? '');
  const stock = page.getByRole('table').getByRole('row');
  await expect(stock).toHaveCount(2);
  await expect(stock.nth(1)).toContainText('In Stock');
  await expect(stock.nth(1)).toContainText('B-07-3');
});
