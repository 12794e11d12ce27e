import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPath,
  apiPaths,
  BILLING_MESSAGES,
  SETTLEMENT_DOCUMENT_MAX_BYTES,
  SETTLEMENT_PAGE_SIZE,
  SETTLEMENT_STATUSES,
  statementNumber,
} from '@jiyun/domain';
import type {
  ApiError,
  BillingOverview,
  ItemResponse,
  SettlementDetail,
  SettlementStatus,
} from '@jiyun/domain';
import { settlementCounters, settlements } from '../../db/schema.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { seedDemoSettlements } from '../../seed/demo-settlements.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { copyRow, expectMiddlePagesAsWalked } from '../../test-helpers/deep-list.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';
import { plantSettlement } from '../../test-helpers/settlements.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const OVERVIEW = `/api/v1${apiPaths.billing.overview}`;
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 0x20)]);
const DOC = Buffer.concat([
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
  Buffer.alloc(2048, 0),
]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('\0\0[Content_Types].xml\0\0word/document.xml'),
]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let app: FastifyInstance;
let owner: string;
let harbour: string;
let merchantId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const session = await signIn(app, DEMO_OWNER);
  owner = session.accessToken;
  merchantId = session.body.data.user.merchant_id;
  harbour = (await signIn(app, SECOND_OWNER)).accessToken;
}, 600_000);
afterAll(() => app.close());

const one = (statementNo: number) =>
  `/api/v1${apiPath(apiPaths.billing.settlement, { settlementId: statementNumber(statementNo) })}`;

const get = (url: string, token = owner) => app.inject({ url, headers: bearer(token) });

type Upload = { name: string; content: Buffer; type?: string };

async function upload(statementNo: number, files: Upload[], token = owner) {
  const body = await multipartBody(
    {},
    files.map((file) => ({
      field: 'files',
      name: file.name,
      type: file.type ?? 'application/octet-stream',
      content: file.content,
    })),
  );
  return app.inject({
    method: 'POST',
    url: one(statementNo),
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers },
  });
}

async function overview(query = '', token = owner): Promise<BillingOverview> {
  const response = await get(`${OVERVIEW}${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ItemResponse<BillingOverview>>().data;
}

describe('demo settlements', () => {
  it('has one in every status, each totalling its completed work, seeded once', async () => {
    const data = await overview();
    const statuses = new Set(data.settlements.map((row) => row.status));
    expect([...statuses].sort()).toEqual([...SETTLEMENT_STATUSES].sort());
    for (const row of data.settlements) {
      const detail = (await get(one(Number(row.id.slice(1))))).json<
        ItemResponse<SettlementDetail>
      >().data;
      expect(detail.lines.length, row.id).toBeGreaterThan(0);
      expect(detail.documents.length > 0, row.id).toBe(row.status !== 'unconfirmed');
      expect(row.rejection_reason !== null, row.id).toBe(row.status === 'rejected');
    }
    await seedDemoSettlements(app.db, app.storage, DEMO_OWNER);
    expect((await overview()).total_settlements).toBe(data.total_settlements);
  });
});

describe('settlements', () => {
  it('issues a statement of the cycle’s completed order minus the 5% fee, itemised', async () => {
    const planted = await plantSettlement(app, merchantId, { total: 186.4 });
    const response = await get(one(planted.statement_no));
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<ItemResponse<SettlementDetail>>().data;
    expect(detail).toMatchObject({
      id: `S${planted.statement_no}`,
      status: 'unconfirmed',
      total_amount: 186.4,
      platform_fee: 9.32,
      payable_amount: 177.08,
      rejection_reason: null,
      documents: [],
    });
    expect(detail.lines).toHaveLength(1);
    expect(detail.lines[0]).toMatchObject({
      kind: 'order',
      total_amount: 186.4,
      platform_fee: 9.32,
    });
    // The digits alone name it too.
    const digits = `/api/v1${apiPath(apiPaths.billing.settlement, { settlementId: String(planted.statement_no) })}`;
    expect((await get(digits)).statusCode).toBe(200);
  });

  it('confirms an unconfirmed settlement with a PDF and a DOCX: under review, documents kept', async () => {
    const planted = await plantSettlement(app, merchantId);
    const response = await upload(planted.statement_no, [
      { name: '2026年4月结算单-盖章版.pdf', content: PDF, type: 'application/pdf' },
      { name: 'invoice-april.docx', content: DOCX },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<ItemResponse<SettlementDetail>>().data;
    expect(detail.status).toBe('under_review');
    expect(detail.submitted_at).not.toBeNull();
    expect(detail.documents.map((document) => document.file_name)).toEqual([
      '2026年4月结算单-盖章版.pdf',
      'invoice-april.docx',
    ]);
    // The owner gets a signed link and downloads the document back; another company gets none.
    const key = detail.documents[0]?.url ?? '';
    const link = await get(`/api/v1${apiPath(apiPaths.files.signedLink, { key })}`);
    expect(link.statusCode, link.body).toBe(200);
    const signed = new URL(link.json<ItemResponse<{ url: string }>>().data.url, 'http://localhost');
    const download = await app.inject({ url: `${signed.pathname}${signed.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const foreign = await get(`/api/v1${apiPath(apiPaths.files.signedLink, { key })}`, harbour);
    expect(foreign.statusCode).toBe(404);

    // Under review takes no more documents.
    const again = await upload(planted.statement_no, [{ name: 'a.pdf', content: PDF }]);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>().message).toBe(BILLING_MESSAGES.notAllowed);
  });

  it('a rejected settlement shows its reason and takes documents again', async () => {
    const planted = await plantSettlement(app, merchantId, {
      status: 'rejected',
      reason: '发票抬头与公司名称不符，请重新开具',
    });
    const before = (await get(one(planted.statement_no))).json<ItemResponse<SettlementDetail>>();
    expect(before.data.rejection_reason).toBe('发票抬头与公司名称不符，请重新开具');
    const response = await upload(planted.statement_no, [{ name: '更正发票.doc', content: DOC }]);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<ItemResponse<SettlementDetail>>().data;
    expect(detail.status).toBe('under_review');
    expect(detail.rejection_reason).toBeNull();
  });

  it('refuses an approved settlement, a third document, a file over 10 MB or of another kind', async () => {
    const approved = await plantSettlement(app, merchantId, { status: 'approved' });
    expect(
      (await upload(approved.statement_no, [{ name: 'a.pdf', content: PDF }])).statusCode,
    ).toBe(409);

    const open = await plantSettlement(app, merchantId);
    const three = await upload(open.statement_no, [
      { name: 'a.pdf', content: PDF },
      { name: 'b.pdf', content: PDF },
      { name: 'c.pdf', content: PDF },
    ]);
    expect(three.statusCode).toBe(400);
    expect(three.json<ApiError>().message).toBe(BILLING_MESSAGES.tooManyDocuments);

    const big = Buffer.concat([PDF, Buffer.alloc(SETTLEMENT_DOCUMENT_MAX_BYTES, 0x20)]);
    const tooLarge = await upload(open.statement_no, [{ name: 'big.pdf', content: big }]);
    expect(tooLarge.statusCode).toBe(413);

    // A picture renamed .pdf, and a PDF renamed .docx, are refused by their content.
    const renamed = await upload(open.statement_no, [{ name: 'scan.pdf', content: PNG }]);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json<ApiError>().message).toBe(BILLING_MESSAGES.documentType);
    const misnamed = await upload(open.statement_no, [{ name: 'invoice.docx', content: PDF }]);
    expect(misnamed.statusCode).toBe(415);
    const none = await upload(open.statement_no, []);
    expect(none.statusCode).toBe(400);

    const still = (await get(one(open.statement_no))).json<ItemResponse<SettlementDetail>>();
    expect(still.data.status).toBe('unconfirmed');
    expect(still.data.documents).toEqual([]);
  });

  it('another company’s settlement answers 404 to read and to upload', async () => {
    const planted = await plantSettlement(app, merchantId);
    expect((await get(one(planted.statement_no), harbour)).statusCode).toBe(404);
    expect(
      (await upload(planted.statement_no, [{ name: 'a.pdf', content: PDF }], harbour)).statusCode,
    ).toBe(404);
    expect((await get(`/api/v1/merchants/settlements/not-a-number`)).statusCode).toBe(404);
    const theirs = await overview('', harbour);
    expect(theirs.settlements.map((row) => row.id)).not.toContain(`S${planted.statement_no}`);
  });
});

describe('stored documents (issue 39.9)', () => {
  async function storedKeys(): Promise<Set<string>> {
    const keys = new Set<string>();
    for await (const file of app.storage.list()) keys.add(file.key);
    return keys;
  }

  it("keeps only the winner's file when uploads race, and removes the documents a new upload replaced", async () => {
    const planted = await plantSettlement(app, merchantId, { total: 912.35 });
    const before = await storedKeys();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        upload(planted.statement_no, [{ name: `发票-INV2026112${n}.pdf`, content: PDF }]),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409,
    ]);
    const added = [...(await storedKeys())].filter((key) => !before.has(key));
    expect(added).toHaveLength(1);
    expect(await app.repositories.fileReferences.inUse(added)).toEqual(new Set(added));

    // Rejected by staff, then confirmed again: the first document is no longer kept anywhere.
    await app.db
      .update(settlements)
      .set({ status: 'rejected', rejection_reason: '发票金额有误' })
      .where(eq(settlements.id, planted.id));
    const again = await upload(planted.statement_no, [{ name: '更正发票.doc', content: DOC }]);
    expect(again.statusCode, again.body).toBe(200);
    const [first] = added;
    expect(first && (await app.storage.get(first))).toBeNull();
    const now = [...(await storedKeys())].filter((key) => !before.has(key));
    expect(now).toHaveLength(1);
  });
});

describe('billing overview', () => {
  it('answers tiles from the counters and 10 rows a page, newest cycle first', async () => {
    for (let index = 0; index < 11; index += 1) await plantSettlement(app, merchantId);
    await plantSettlement(app, merchantId, { status: 'under_review' });
    const data = await overview();
    const counters = await app.db
      .select()
      .from(settlementCounters)
      .where(eq(settlementCounters.merchant_id, merchantId));
    const count = (statuses: string[]) =>
      counters
        .filter((row) => statuses.includes(row.status))
        .reduce((sum, row) => sum + row.total, 0);
    expect(data.total_settlements).toBe(
      count(['unconfirmed', 'under_review', 'approved', 'rejected']),
    );
    expect(data.open_settlements).toBe(count(['unconfirmed', 'under_review', 'rejected']));
    expect(data.outstanding_invoices).toBe(count(['unconfirmed', 'rejected']));
    expect(data.total_amount).toBe(counters.reduce((sum, row) => sum + row.payable_cents, 0) / 100);
    expect(data.settlements).toHaveLength(10);
    expect(data.results).toBe(data.total_settlements);
    const ends = data.settlements.map((row) => row.cycle_to);
    expect([...ends].sort().reverse()).toEqual(ends);

    const second = await overview('?page=2');
    expect(second.settlements[0]?.id).not.toBe(data.settlements[0]?.id);
  });

  it('filters by status, cycle window and statement number', async () => {
    const rejected = await plantSettlement(app, merchantId, { status: 'rejected' });
    const byStatus = await overview('?status=rejected');
    expect(byStatus.settlements.every((row) => row.status === 'rejected')).toBe(true);
    expect(
      byStatus.settlements.find((row) => row.id === `S${rejected.statement_no}`),
    ).toMatchObject({ rejection_reason: '发票抬头与公司名称不符' });

    const windowed = await overview(
      `?cycle_from=${rejected.cycle_from}&cycle_to=${rejected.cycle_to}`,
    );
    expect(windowed.settlements.map((row) => row.id)).toEqual([`S${rejected.statement_no}`]);
    expect(windowed.results).toBe(1);

    const found = await overview(`?searchField=id&search=S${rejected.statement_no}`);
    expect(found.settlements.map((row) => row.id)).toEqual([`S${rejected.statement_no}`]);
    const nothing = await overview('?searchField=id&search=发票');
    expect(nothing.settlements).toEqual([]);
    expect(nothing.results).toBe(0);

    expect((await get(`${OVERVIEW}?status=paid`)).statusCode).toBe(400);
    expect((await get(`${OVERVIEW}?limit=10`)).statusCode).toBe(400);
  });

  it('is for the owner and members with billing only', async () => {
    const billing = await addSubAccount(app, merchantId, '6045557311', ['billing']);
    const orders = await addSubAccount(app, merchantId, '6045557312', ['orders']);
    expect((await get(OVERVIEW, (await signIn(app, billing)).accessToken)).statusCode).toBe(200);
    expect((await get(OVERVIEW, (await signIn(app, orders)).accessToken)).statusCode).toBe(403);
  });
});

describe('the last pages of a long overview', () => {
  let total = 0;

  /** A settlement of the company to copy. */
  async function someSettlement(): Promise<string> {
    const [one] = await app.db
      .select({ id: settlements.id })
      .from(settlements)
      .where(eq(settlements.merchant_id, merchantId))
      .limit(1);
    if (!one) throw new Error('No settlement');
    return one.id;
  }

  beforeAll(async () => {
    // More settlements than PAGE_READ_AT_ONCE_ROWS, in weekly cycles older than every other
    // (one settlement per cycle): the last pages are read from the oldest end, after the total.
    await copyRow(app.db, settlements, 'statement_no', await someSettlement(), 1_100, {
      cycle_from: `date '1990-01-01' + 7 * g`,
      cycle_to: `date '1990-01-01' + 7 * g + 6`,
    });
    total = (await overview()).results;
  });

  /**
   * The statement numbers of the page, newest cycle first, of `statuses` if any, read straight
   * from the table through the whole offset.
   */
  async function numbersFrom(
    offset: number,
    limit: number,
    statuses: SettlementStatus[] | null = null,
  ): Promise<string[]> {
    const rows = await app.db
      .select({ no: settlements.statement_no })
      .from(settlements)
      .where(
        and(
          eq(settlements.merchant_id, merchantId),
          statuses ? inArray(settlements.status, statuses) : undefined,
        ),
      )
      .orderBy(desc(settlements.cycle_to), desc(settlements.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => statementNumber(row.no));
  }

  it('answers the last page’s rows newest first, and no rows past the end', async () => {
    const take = SETTLEMENT_PAGE_SIZE;
    const last = Math.ceil(total / take);
    const page = await overview(`?page=${last}`);
    expect(page.results).toBe(total);
    const ids = page.settlements.map((row) => row.id);
    expect(ids).toEqual(await numbersFrom((last - 1) * take, take));
    expect(ids.length).toBe(total - (last - 1) * take);
    const before = await overview(`?page=${last - 1}`);
    expect(before.settlements.map((row) => row.id)).toEqual(
      await numbersFrom((last - 2) * take, take),
    );
    const past = await overview(`?page=${last + 1}`);
    expect(past.settlements).toEqual([]);
    expect(past.results).toBe(total);
  });

  // Far from both ends, a page starts at the year of cycle ends it falls in, from the year
  // counters (ADR 0074): its rows must be exactly the ones walking the whole offset finds.
  it('answers a page in the middle of the overview as walking its whole offset would', async () => {
    // 28,000 statements, four cycles ending each day (each its own start) over nineteen years,
    // older than the rest; a quarter in a status the filtered case leaves out.
    await copyRow(app.db, settlements, 'statement_no', await someSettlement(), 28_000, {
      cycle_from: `date '1960-01-01' + g / 4 - g % 4 - 1`,
      cycle_to: `date '1960-01-01' + g / 4`,
      status: `(array['approved', 'approved', 'rejected', 'unconfirmed'])[1 + g % 4]`,
    });
    const take = 100;
    const some: SettlementStatus[] = ['approved', 'rejected'];
    for (const statuses of [null, some]) {
      const query = statuses ? `&status=${statuses.join(',')}` : '';
      await expectMiddlePagesAsWalked({
        take,
        page: async (number) => {
          const page = await overview(`?take=${take}&page=${number}${query}`);
          return { results: page.results, ids: page.settlements.map((row) => row.id) };
        },
        walked: (offset, limit) => numbersFrom(offset, limit, statuses),
      });
    }
  }, 300_000); // 28,000 inserts through two counter triggers; minutes beside the browsers on 2 cores
});
