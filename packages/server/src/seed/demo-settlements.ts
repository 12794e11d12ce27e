import { eq } from 'drizzle-orm';
import type { SettlementReview, SettlementStatus } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { settlements } from '../db/schema.js';
import type { FileStorage } from '../files/storage.js';
import { createBillingRepository } from '../repositories/billing.js';
import { ownerMerchantId } from './owner-merchant.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The demo's billing cycles are 30 days long, the newest ending today. */
const CYCLE_DAYS = 30;

/** The UTC day of an instant, as cycles are closed. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The status each demo cycle's statement ends in, newest cycle first: every status once. */
const PLAN: { status: SettlementStatus; reason?: string }[] = [
  { status: 'unconfirmed' },
  {
    status: 'rejected',
    reason: '发票抬头与公司名称不符，请重新开具后上传 The invoice names another company',
  },
  { status: 'under_review' },
  { status: 'approved' },
];

/** A one-page PDF, enough for the document list and a download. */
const DEMO_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * The demo company's settlements in every status, issued as staff would (ADR 0063): each of the
 * last four 30-day cycles is closed over the orders and returns completed in it, then the
 * merchant's invoice and staff's decision take it to its status. After the orders and returns,
 * which they total. Runs once: a company with a settlement is left as it is.
 */
export async function seedDemoSettlements(
  db: Database,
  storage: FileStorage,
  owner: { country_code: string; identifier: string },
  now = new Date(),
): Promise<void> {
  const merchantId = await ownerMerchantId(db, owner);
  if (!merchantId) return;
  const [existing] = await db
    .select({ id: settlements.id })
    .from(settlements)
    .where(eq(settlements.merchant_id, merchantId))
    .limit(1);
  if (existing) return;
  const billing = createBillingRepository(db);
  for (const [index, plan] of PLAN.entries()) {
    const end = new Date(now.getTime() - index * CYCLE_DAYS * DAY_MS);
    const start = new Date(end.getTime() - (CYCLE_DAYS - 1) * DAY_MS);
    // Issued the day after the cycle ends (today for the newest), so its dates tell one story.
    const issuedAt = new Date(Math.min(end.getTime() + DAY_MS, now.getTime()));
    const issued = await billing.closeCycle(merchantId, utcDay(start), utcDay(end), issuedAt);
    if (issued === null || plan.status === 'unconfirmed') continue;
    const statementNo = issued.row.statement_no;
    const submittedAt = new Date(end.getTime() + 2 * DAY_MS);
    const key = await storage.put(DEMO_PDF, 'application/pdf', merchantId);
    await billing.submitDocuments(
      merchantId,
      statementNo,
      [{ file_key: key, file_name: `结算发票-S${statementNo}.pdf`, size: DEMO_PDF.length }],
      submittedAt,
    );
    if (plan.status === 'under_review') continue;
    const review: SettlementReview =
      plan.status === 'approved'
        ? { decision: 'approve' }
        : { decision: 'reject', reason: plan.reason ?? '资料不完整 Documents incomplete' };
    await billing.review(statementNo, review, new Date(submittedAt.getTime() + DAY_MS));
  }
}
