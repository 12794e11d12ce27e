import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  API_BASE,
  apiPath,
  apiPaths,
  type ItemResponse,
  type ListResponse,
  type Parcel,
  type ShippingLineDetail,
  type ShippingLineListItem,
} from '../../packages/domain/src/index.ts';
import { OwnServer } from './support/own-server.ts';
import { demoOwner } from './support/session.ts';

// Issue 15's walk, in the app's default language (Chinese): staff (`pnpm ops`) create a
// customer's return of a stored parcel; the merchant finds it in the returns tab, packs it with
// a photo and a price; staff record the payment; the merchant opens the payment's notification
// and ships the return with the carrier's number. At each step the warehouse inventory shows the
// parcel's status as the merchant reads it. A second return is cancelled and its parcel is back
// in stock on its shelf. `pnpm ops` needs the embedded database to itself, so this file runs a
// server of its own (the config's is E2E_PORT, shipping-lines-flow +1, orders +2).
const port = Number(process.env.E2E_RETURNS_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 3);
test.use({ baseURL: `http://localhost:${String(port)}` });

// Unique per run: repeated runs on one machine never meet the same customers or parcels.
const runId = Date.now().toString(36).toUpperCase();
const packageMeasures = { weight: '1.85', length: '35', width: '25', height: '12' };
const totalPrice = '46.30';
/** A real PNG (the server checks the magic bytes): one pixel. */
const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const receiver = [
  '--receiver-name',
  '杭州优品服饰有限公司退货部 Hangzhou Youpin Apparel Returns',
  '--receiver-phone',
  '+86 571-8765-4321',
  '--receiver-address',
  '浙江省杭州市余杭区文一西路969号 3号楼 5层 退货仓',
];

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

/** Opens `path`; signs in (in Chinese) when the app asks: a restart keeps sessions, but be sure. */
async function openSignedIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const nav = page.getByRole('navigation', { name: '主导航' });
  const phone = page.getByRole('textbox', { name: '手机号码' });
  await expect(nav.or(phone).first()).toBeVisible();
  if (await phone.isVisible()) {
    await phone.fill(demoOwner.phone);
    await page.getByLabel('密码', { exact: true }).fill(demoOwner.password);
    await page.getByRole('button', { name: '登录', exact: true }).click();
  }
  await expect(nav).toBeVisible();
  await expect(page.getByRole('link', { name: demoOwner.displayName })).toBeVisible();
}

/** `pnpm ops …` while the server is stopped; answers the command's `--json` value. */
async function ops<T>(args: string[]): Promise<T> {
  if (!server) throw new Error('No server');
  const run = await server.ops([...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  return JSON.parse(run.stdout) as T;
}

/** Runs staff steps with the server stopped, then starts it again. */
async function asStaff<T>(steps: () => Promise<T>): Promise<T> {
  if (!server) throw new Error('No server');
  await server.stop();
  const result = await steps();
  await server.start(serverStartMs);
  return result;
}

function section(page: Page, title: string): Locator {
  return page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: title, exact: true }),
  });
}

interface CreatedReturn {
  id: string;
  return_no: string;
  parcel_id: number;
}

test('a return goes from the customer to shipped; the inventory follows; another is cancelled back to its shelf', async ({
  page,
  request,
}) => {
  // Three server starts (the first one seeds the demo) and five `pnpm ops` runs (tsx) on top of
  // the page steps, on machines shared by several test runs: minutes when the machine is busy.
  test.setTimeout(600_000);
  server = new OwnServer(port);
  await server.start(serverStartMs);

  // The merchant's stock: two parcels of one new customer on an active line's warehouse.
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
  const inbound = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  const personalId = `E2ER${runId}`;
  const receive = async (tracking: string, shelf: string) =>
    (
      await api.post<ItemResponse<Parcel>>(apiPath(apiPaths.parcels.list, { warehouseId }), {
        tracking_id: tracking,
        personal_id: personalId,
        inbound_date: inbound,
        shelf_location: shelf,
        weight: 1.6,
        length: 32,
        width: 22,
        height: 10,
        shipping_route_code: line.basicInfo.routeInformation.route_code,
      })
    ).data;
  const shipped = { tracking: `YT${runId}R0001CN`, shelf: 'C-02-4' };
  const cancelled = { tracking: `YT${runId}R0002CN`, shelf: 'D-11-1' };
  const shippedParcel = await receive(shipped.tracking, shipped.shelf);
  const cancelledParcel = await receive(cancelled.tracking, cancelled.shelf);

  /** The parcel's row in the warehouse inventory, found by its tracking id. */
  const expectInInventory = async (tracking: string, status: string, shelf?: string) => {
    await openSignedIn(page, `/warehouse/${warehouseId}`);
    await page.getByRole('searchbox', { name: '搜索包裹' }).fill(tracking);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(tracking);
    await expect(rows.nth(1)).toContainText(status);
    if (shelf) await expect(rows.nth(1)).toContainText(shelf);
  };
  await expectInInventory(shipped.tracking, '在库', shipped.shelf);

  // Platform staff: the customer and their two returns.
  const username = `e2e.returns.${runId.toLowerCase()}`;
  const [toShip, toCancel] = await asStaff(async () => {
    await ops([
      'customers:create',
      username,
      '--email',
      `${username}@example.com`,
      '--personal-id',
      personalId,
    ]);
    const returnOf = (parcel: Parcel, reason: string) =>
      ops<CreatedReturn>([
        'returns:create',
        String(parcel.parcel_id),
        '--reason',
        reason,
        '--order-no',
        `TB2026${runId}`,
        ...receiver,
      ]);
    return [
      await returnOf(shippedParcel, '尺码不合适，退回卖家换货 Wrong size, back to the seller'),
      await returnOf(cancelledParcel, '颜色与描述不符 Colour differs from the listing'),
    ];
  });
  expect(toShip.parcel_id).toBe(shippedParcel.parcel_id);
  await expectInInventory(shipped.tracking, '退货处理中');

  // The merchant finds the return in the returns tab by its number.
  await openSignedIn(page, '/orders');
  await page.getByRole('tab', { name: '退件列表' }).click();
  await expect(page).toHaveURL(/\/orders\/returnOrder/);
  await page.getByRole('combobox', { name: '搜索范围' }).selectOption('id');
  await page.getByRole('searchbox', { name: '搜索退件' }).fill(toShip.return_no);
  const manage = page.getByRole('button', { name: `管理退件 ${toShip.return_no}` });
  await expect(manage).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('待打包');
  await manage.click();
  await expect(
    page.getByRole('heading', { level: 1, name: `退件 ${toShip.return_no}` }),
  ).toBeVisible();
  await expect(section(page, '退件信息')).toContainText('尺码不合适，退回卖家换货');
  await expect(section(page, '收件人')).toContainText('杭州优品服饰有限公司退货部');
  await expect(section(page, '包裹')).toContainText(shipped.shelf);

  // Packing: weight, total price, L/W/H, a photo → the summary → packed, back on the list.
  await expect(section(page, '包裹信息')).toContainText('尚未打包。');
  await section(page, '包裹信息').getByRole('button', { name: '打包', exact: true }).click();
  const form = page.getByRole('form', { name: '打包退件' });
  await expect(form.getByRole('textbox', { name: /^重量/ })).toBeFocused();
  await form.getByRole('textbox', { name: /^重量/ }).fill(packageMeasures.weight);
  await form.getByRole('textbox', { name: /^总价/ }).fill(totalPrice);
  await form.getByRole('textbox', { name: /^长/ }).fill(packageMeasures.length);
  await form.getByRole('textbox', { name: /^宽/ }).fill(packageMeasures.width);
  await form.getByRole('textbox', { name: /^高/ }).fill(packageMeasures.height);
  await form.locator('input[name="package_photo"]').setInputFiles({
    name: '退件包裹-正面.png',
    mimeType: 'image/png',
    buffer: photoPng,
  });
  await expect(form.getByRole('img', { name: '退件包裹-正面.png' })).toBeVisible();
  await form.getByRole('button', { name: '核对并打包' }).click();
  const confirm = page.getByRole('dialog', { name: '打包此退件？' });
  await expect(confirm).toContainText(`${totalPrice} CAD`);
  await expect(confirm).toContainText('1 张照片');
  await confirm.getByRole('button', { name: '打包', exact: true }).click();
  await expect(page.getByText(`退件 ${toShip.return_no} 已打包。`)).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/returnOrder$/);
  await expectInInventory(shipped.tracking, '退货处理中');

  // Staff record the customer's payment; the merchant opens it from the notification.
  await asStaff(() => ops(['returns:pay', toShip.id, '--method', 'wechat']));
  await expectInInventory(shipped.tracking, '退货处理中');
  await openSignedIn(page, '/notifications');
  await page
    .getByRole('list', { name: '通知' })
    .getByRole('button', { name: /退货单已付款/ })
    .first()
    .click();
  const notice = page.getByRole('dialog', { name: '退货单已付款' });
  await expect(notice).toContainText(toShip.return_no);
  await notice.getByRole('link', { name: '查看退货单' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/returnOrder/${toShip.id}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: `退件 ${toShip.return_no}` }),
  ).toBeVisible();
  await expect(page.getByRole('list', { name: '退件进度：已打包' })).toBeVisible();
  await expect(section(page, '包裹信息')).toContainText('46.30');
  await expect(section(page, '包裹信息').getByRole('img', { name: '包裹照片 1' })).toBeVisible();

  // The merchant ships it with the carrier's number: shipped, the parcel returned.
  // A carrier's number of 17 characters (the brief's 15–20): SF, 13 digits, CN.
  const trackingNumber = `SF${String(Date.now())}CN`;
  await page.getByRole('textbox', { name: /物流单号/ }).fill(trackingNumber);
  await page.getByRole('button', { name: '保存并标记为已发货' }).click();
  await expect(page.getByText('物流单号已保存：退件已发货。')).toBeVisible();
  await expect(page.getByRole('list', { name: '退件进度：已发货' })).toBeVisible();
  // Shipped keeps the number editable (spec 4): it shows in the field.
  await expect(section(page, '物流跟踪').getByRole('textbox', { name: /物流单号/ })).toHaveValue(
    trackingNumber,
  );
  await expectInInventory(shipped.tracking, '已退回');

  // The returns list's Shipped filter shows it, with its tracking number.
  await openSignedIn(page, '/orders/returnOrder');
  await page.getByRole('button', { name: /^状态/ }).click();
  const filter = page.getByRole('dialog', { name: '状态' });
  await filter.getByRole('checkbox', { name: '已发货' }).check();
  await filter.getByRole('button', { name: '应用' }).click();
  await expect(page).toHaveURL(/status=shipped/);
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `管理退件 ${toShip.return_no}` }) });
  await expect(row).toContainText(trackingNumber);
  await expect(row).toContainText('已发货');

  // The second return is cancelled: its parcel is back in stock on its own shelf.
  await expectInInventory(cancelled.tracking, '退货处理中');
  await openSignedIn(page, `/orders/returnOrder/${toCancel.id}`);
  await page.getByRole('button', { name: '取消退件' }).click();
  const cancel = page.getByRole('dialog', { name: '取消此退件？' });
  await expect(cancel).toContainText(cancelled.shelf);
  await cancel.getByRole('button', { name: '取消退件' }).click();
  await expect(page.getByText('退件已取消。')).toBeVisible();
  await expectInInventory(cancelled.tracking, '在库', cancelled.shelf);
});
