import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  API_BASE,
  apiPaths,
  type BankAccountChange,
  type ItemResponse,
  type ListResponse,
  type OrderListItem,
  type SettlementDetail,
} from '../../packages/domain/src/index.ts';
import { tableDate } from '../../packages/app/src/lib/dates.ts';
import { money } from '../../packages/app/src/lib/money.ts';
import { OwnServer } from './support/own-server.ts';
import { demoOwner, expectSignedIn, signIn, useEnglish } from './support/session.ts';

// Issue 16's walk: staff complete a delivered demo order and close a cycle over it; the owner
// finds the new statement in billing, uploads two documents (a third is refused), staff reject
// it with a reason, the owner reads the reason and uploads again, staff approve it; the bank
// account edit sends only what changed. `pnpm ops` needs the embedded database to itself, so this
// file runs a server of its own that it stops for each staff step (as orders.spec.ts does).
const port = Number(process.env.E2E_BILLING_PORT ?? Number(process.env.E2E_PORT ?? 4310) + 4);
test.use({ baseURL: `http://localhost:${String(port)}` });

/** A fresh data directory is migrated and seeded at the first start: slow on a busy machine. */
const serverStartMs = 180_000;
const reason = 'The invoice must carry the registered company name 发票抬头须与注册名称一致';

/** A real (if tiny) PDF: the server reads the content, not only the name. */
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
});

let server: OwnServer | undefined;

test.afterAll(async () => {
  // Also after a failure: the process ends and its data directory goes.
  await server?.dispose();
});

async function ownerToken(request: APIRequestContext, base: string): Promise<string> {
  const login = await request.post(`${base}${API_BASE}${apiPaths.auth.rootLogin}`, {
    data: {
      country_code: demoOwner.countryCode,
      identifier: demoOwner.phone,
      password: demoOwner.password,
    },
  });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { accessToken: string }).accessToken;
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

/** `pnpm ops …` with the server stopped, then started again; answers the command's `--json`. */
async function ops<T>(args: string[]): Promise<T> {
  if (!server) throw new Error('No server');
  await server.stop();
  const run = await server.ops([...args, '--json']);
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  await server.start(serverStartMs);
  return JSON.parse(run.stdout) as T;
}

test('a closed cycle becomes a statement the owner confirms, staff reject then approve; the bank account sends only what changed', async ({
  page,
  request,
}) => {
  // Four server starts (the first one seeds the demo) and four `pnpm ops` runs (tsx) on top of
  // the page steps, on machines shared by several test runs: minutes when the machine is busy.
  test.setTimeout(600_000);
  server = new OwnServer(port);
  await server.start(serverStartMs);

  // A delivered demo order, completed today by staff, is what the new cycle settles.
  const token = await ownerToken(request, server.url);
  const delivered = await request.get(
    `${server.url}${API_BASE}${apiPaths.orders.list}?status=delivered`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  expect(delivered.ok()).toBe(true);
  const order = ((await delivered.json()) as ListResponse<OrderListItem>).data[0];
  if (!order) throw new Error('The demo has no delivered order');
  await ops(['orders:complete', order.id]);
  const today = new Date().toISOString().slice(0, 10);
  const closed = await ops<{ settlements: { statement_no: string; lines: number }[] }>([
    'billing:close-cycle',
    '--from',
    today,
    '--to',
    today,
  ]);
  const statement = closed.settlements[0]?.statement_no ?? '';
  expect(statement).toMatch(/^S\d+$/);
  expect(closed.settlements[0]?.lines).toBe(1);

  // The dashboard's settlement tile is the new statement: its cycle and its total.
  const detail = await request.get(
    `${server.url}${API_BASE}${apiPaths.billing.settlement.replace(':settlementId', statement)}`,
    { headers: { authorization: `Bearer ${await ownerToken(request, server.url)}` } },
  );
  expect(detail.ok()).toBe(true);
  const { total_amount } = ((await detail.json()) as ItemResponse<SettlementDetail>).data;
  await useEnglish(page);
  await openSignedIn(page, '/');
  const tile = page.getByRole('article').filter({ hasText: 'Settlement this cycle' });
  await expect(tile.getByTestId('settlement-total')).toHaveText(money(total_amount, 'CAD'));
  const shown = tableDate(today, 'en');
  await expect(tile.getByText(`Cycle ${shown} – ${shown}`)).toBeVisible();

  // The owner finds it unconfirmed and confirms it with two documents; a third is refused.
  await openSignedIn(page, `/billing/overview?search=${statement}&field=id`);
  const row = page.getByRole('row').filter({ hasText: statement });
  await expect(row.getByText('Unconfirmed')).toBeVisible();
  await row.getByRole('button', { name: `Confirm settlement ${statement}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm settlement ${statement}` });
  const picker = dialog.locator('input[type="file"]');
  await picker.setInputFiles([pdf('发票-INV20261126.pdf'), pdf('stamped-statement.pdf')]);
  await expect(dialog.getByText('stamped-statement.pdf')).toBeVisible();
  await picker.setInputFiles([pdf('补充说明.pdf')]);
  await expect(dialog.getByText(/补充说明.pdf was not added: at most 2 documents/)).toBeVisible();
  await expect(dialog.getByText('发票-INV20261126.pdf')).toBeVisible();
  const upload = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes(statement),
  );
  await dialog.getByRole('button', { name: 'Upload' }).click();
  expect((await upload).status()).toBe(200);
  await expect(page.getByText('Upload successful')).toBeVisible();
  await expect(row.getByText('Under Review')).toBeVisible();

  // Staff reject it with a reason; the owner reads it under View and uploads again.
  await ops(['settlements:reject', statement, '--reason', reason]);
  await openSignedIn(page, `/billing/overview?search=${statement}&field=id`);
  await expect(row.getByText('Rejected')).toBeVisible();
  await row.getByRole('button', { name: `View settlement ${statement}` }).click();
  const view = page.getByRole('dialog', { name: `Settlement ${statement} was rejected` });
  await expect(view.getByText(reason)).toBeVisible();
  await view.locator('input[type="file"]').setInputFiles([pdf('发票-INV20261126-更正.pdf')]);
  await view.getByRole('button', { name: 'Upload again' }).click();
  await expect(page.getByText('Upload successful')).toBeVisible();
  await expect(row.getByText('Under Review')).toBeVisible();

  // Staff approve it; its detail lists the order and the document sent.
  await ops(['settlements:approve', statement]);
  await openSignedIn(page, `/billing/overview?search=${statement}&field=id`);
  await expect(row.getByText('Approved')).toBeVisible();
  await row.getByRole('button', { name: `Details of settlement ${statement}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Settlement ${statement}` }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: order.orderNo, exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Download 发票-INV20261126-更正.pdf' }),
  ).toBeVisible();

  // The bank account: a full first save with the code texted to the owner (A48), then one field
  // alone; a spent code is refused, and the PATCH carried only what changed.
  await openSignedIn(page, '/billing/overview');
  await page.getByRole('tab', { name: 'Account' }).click();
  const form = page.getByRole('form', { name: 'Bank account' });
  await form.getByRole('textbox', { name: /Payee name/ }).fill('枫叶国际物流（深圳）有限公司');
  await form.getByRole('textbox', { name: /Bank name/ }).fill('中国银行深圳分行');
  await form.getByRole('textbox', { name: /Account number/ }).fill('6217 8520 0001 2345 678');
  const asked = Date.now();
  await form.getByRole('button', { name: 'Send code' }).click();
  const code = await ownerCode(request, server.url, asked);
  await form.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Account details saved.')).toBeVisible();
  await expect(page.getByText('•••• 5678')).toBeVisible();

  await page.getByRole('button', { name: 'Change' }).click();
  await expect(form.getByRole('textbox', { name: /Account number/ })).toHaveValue(
    '6217 8520 0001 2345 678',
  );
  const patch = page.waitForRequest((sent) => sent.method() === 'PATCH');
  await form.getByRole('textbox', { name: /Bank name/ }).fill('招商银行深圳分行');
  await form.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await form.getByRole('button', { name: 'Save' }).click();
  const body = (await patch).postDataJSON() as BankAccountChange;
  expect(body).toEqual({ bank_name: '招商银行深圳分行', otpCode: code });
  await expect(form.getByText('This code can no longer be used. Send a new code.')).toBeVisible();
});

/** The newest code texted to the demo owner's phone since `since` (the dev outbox). */
async function ownerCode(
  request: APIRequestContext,
  baseUrl: string,
  since: number,
): Promise<string> {
  const phone = encodeURIComponent(`${demoOwner.countryCode}${demoOwner.phone}`);
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`${baseUrl}/api/v1/dev/outbox?phone=${phone}`);
        const { data } = (await response.json()) as {
          data: { text: string; created_at: string }[];
        };
        const newest = data[0];
        if (!newest || Date.parse(newest.created_at) < since - 1000) return '';
        code = /\b(\d{6})\b/.exec(newest.text)?.[1] ?? '';
        return code;
      },
      { message: "a code texted to the owner's phone", timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
