import type { ReturnOrderStatus } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../files/storage.js';
import { createOrderRepository } from '../repositories/orders.js';
import { createReturnRepository } from '../repositories/returns.js';
import type { ReturnRepository, ReturnRow } from '../repositories/returns.js';
import { discAvatarPng } from './avatar-png.js';
import { ownerMerchantId } from './owner-merchant.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why customers send parcels back, and to whom (sellers in China, mostly). */
const REASONS = [
  '尺码不合适，退回卖家换货 Wrong size, back to the seller for an exchange',
  '商品有瑕疵，申请退货退款 Item is damaged, refund requested',
  '发错颜色 Wrong colour sent',
  '不想要了，七天无理由退货 Changed my mind (7-day return)',
];

const RECEIVERS: [string, string, string][] = [
  [
    '杭州优品服饰有限公司退货部 Hangzhou Youpin Apparel Returns Dept.',
    '+86 571-8765-4321',
    '浙江省杭州市余杭区文一西路969号 3号楼 5层 退货仓',
  ],
  [
    '深圳市华强电子商行售后中心 Huaqiang Electronics After-sales',
    '+86 755-8321-0099',
    '广东省深圳市福田区华强北路1002号 赛格广场 18楼 1805室',
  ],
  [
    '义乌小商品退货中心',
    '+86 579-8555-1234',
    '浙江省金华市义乌市福田街道国际商贸城二区 东门 退货处',
  ],
];

/**
 * The statuses the demo returns end in, newest first: every status of the list, and a return
 * cancelled after packing; then three returns completed in earlier months, which the demo
 * settlements of those billing cycles total (ADR 0063); then returns of the last weeks that are
 * not completed, so the list has a second page.
 */
const PLAN: { status: ReturnOrderStatus; cancelPacked?: boolean; daysAgo?: number }[] = [
  { status: 'unpacked' },
  { status: 'packed' },
  { status: 'paid' },
  { status: 'shipped' },
  { status: 'cancelled' },
  { status: 'delivered' },
  { status: 'cancelled', cancelPacked: true },
  { status: 'completed' },
  { status: 'completed', daysAgo: 60 },
  { status: 'completed', daysAgo: 90 },
  { status: 'completed', daysAgo: 120 },
  { status: 'delivered' },
  { status: 'cancelled' },
  { status: 'shipped' },
  { status: 'delivered' },
];

const MEASURES = [
  { weight: 1.25, length: 32, width: 24, height: 10, totalPriceCents: 4630 },
  { weight: 0.68, length: 25, width: 18, height: 8, totalPriceCents: 2875 },
  { weight: 2.4, length: 40, width: 30, height: 18, totalPriceCents: 6210 },
];

async function advance(
  returns: ReturnRepository,
  row: ReturnRow,
  step: 'pay' | 'deliver' | 'complete',
  at: Date,
): Promise<void> {
  const result = await returns.advance(row.id, step, at, { method: 'alipay' });
  if (!result.ok) throw new Error(`Demo return R${row.return_no} could not ${step}.`);
}

/**
 * The demo company's returns in every status, made through the same repository as the API and
 * `pnpm ops`: photos where packed, payments where paid, tracking numbers where shipped. Runs
 * once: a company that has a return is left as it is. After the orders, which take parcels first.
 */
export async function seedDemoReturns(
  db: Database,
  storage: FileStorage,
  owner: { country_code: string; identifier: string },
  now = new Date(),
): Promise<void> {
  const merchantId = await ownerMerchantId(db, owner);
  if (!merchantId) return;
  const returns = createReturnRepository(db);
  if (await returns.anyOf(merchantId)) return;
  const orders = createOrderRepository(db);
  const parcels = await returns.returnableParcels(merchantId, undefined, PLAN.length * 3);
  const picked = new Set<string>();
  let used = 0;
  for (const [index, plan] of PLAN.entries()) {
    // One parcel per customer where there are enough, so the list shows several names.
    const parcel =
      parcels.slice(used).find((candidate) => !picked.has(candidate.personal_id)) ?? parcels[used];
    if (!parcel) break;
    used = parcels.indexOf(parcel) + 1;
    picked.add(parcel.personal_id);
    const customer =
      (await orders.findCustomer(parcel.personal_id)) ??
      (await orders.createCustomer({
        username: `returns.${parcel.personal_id.toLowerCase()}`,
        email: `returns.${parcel.personal_id.toLowerCase()}@example.com`,
        personal_id: parcel.personal_id,
      }));
    const [receiver_name, receiver_phone, receiver_address] = RECEIVERS[
      index % RECEIVERS.length
    ] ?? ['王芳', '+86 138-0013-8000', '上海市浦东新区世纪大道100号'];
    const createdAt = new Date(now.getTime() - (plan.daysAgo ?? 1 + index * 2) * DAY_MS);
    const created = await returns.create({
      merchantId,
      customer,
      parcelId: parcel.id,
      reason: REASONS[index % REASONS.length] ?? '退货 Return',
      originalOrderNo: `TB${String(4_021_776_530_118_400 + index * 7919)}`,
      receiver: { receiver_name, receiver_phone, receiver_address },
      note: index % 2 === 0 ? '请用原包装寄回 Please use the original box' : null,
      customerSupportNote:
        index % 3 === 0 ? '客户已上传购物凭证 The customer uploaded the receipt.' : null,
      createdAt,
    });
    if (!created.ok) continue;
    const row = created.value;
    const later = (days: number) => new Date(createdAt.getTime() + days * DAY_MS);
    if (plan.status === 'unpacked') continue;
    if (plan.status === 'cancelled' && !plan.cancelPacked) {
      await returns.cancel(merchantId, row.id, ['unpacked'], later(0.5));
      continue;
    }
    const photo = discAvatarPng(
      64,
      { r: 0x2b, g: 0x6a + index * 7, b: 0x8a },
      { r: 0xe8, g: 0xf0, b: 0xf2 },
    );
    const key = await storage.put(photo, 'image/png', merchantId);
    const measures = MEASURES[index % MEASURES.length] ?? MEASURES[0];
    if (!measures) continue;
    await returns.pack(
      merchantId,
      row.id,
      { ...measures, photoKeys: [key] },
      ['unpacked'],
      later(1),
    );
    if (plan.status === 'cancelled') {
      await returns.cancel(merchantId, row.id, ['packed'], later(1.5));
      continue;
    }
    if (plan.status === 'packed') continue;
    await advance(returns, row, 'pay', later(1.5));
    if (plan.status === 'paid') continue;
    const tracking = `SF14${String(row.return_no).padStart(10, '0')}${String(index).padStart(2, '0')}`;
    await returns.ship(merchantId, row.id, tracking, ['paid'], later(2));
    if (plan.status === 'shipped') continue;
    await advance(returns, row, 'deliver', later(6));
    if (plan.status === 'delivered') continue;
    await advance(returns, row, 'complete', later(7));
  }
}
