import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import { IN_STOCK_PARCEL_STATUSES, overdueInboundCutoff, statementNumber } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  notifications,
  parcels,
  settlements,
  shippingLines,
  users,
  warehouses,
} from '../db/schema.js';
import { notify } from '../notifications/notify.js';
import type { NewNotification } from '../notifications/notify.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type DemoNotification = NewNotification & { hoursAgo: number };

const welcome = (hoursAgo: number, en: string, zhHans: string): DemoNotification => ({
  hoursAgo,
  type: 'info',
  title: { en: 'Welcome to Jiyun', zhHans: '欢迎使用集运' },
  body: { en, zhHans },
  subject: null,
});

async function merchantOf(db: Database, owner: { country_code: string; identifier: string }) {
  const [row] = await db
    .select({ id: users.merchant_id })
    .from(users)
    .where(
      and(
        eq(users.type, 'root'),
        eq(users.country_code, owner.country_code),
        eq(users.phone_number, owner.identifier),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Whether the company has any notification: one row through the merchant index, not a count. */
async function hasNotifications(db: Database, merchantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.merchant_id, merchantId))
    .limit(1);
  return rows.length > 0;
}

/**
 * Maple Forwarding's news, oldest first: every type, one with main content, each about a real
 * row of the demo (the line, the damaged parcel, the warehouse whose parcels fall due), so every
 * link of the notifications page opens something.
 */
async function mapleNotifications(
  db: Database,
  merchantId: string,
  now: Date,
): Promise<DemoNotification[]> {
  const [line] = await db
    .select({ id: shippingLines.id, route_code: shippingLines.route_code })
    .from(shippingLines)
    .where(
      and(
        eq(shippingLines.merchant_id, merchantId),
        eq(shippingLines.status, 'active'),
        eq(shippingLines.transport_type, 'air'),
        eq(shippingLines.goods_type, 'general'),
      ),
    )
    .orderBy(asc(shippingLines.created_at), asc(shippingLines.id))
    .limit(1);
  const [damaged] = await db
    .select({
      id: parcels.id,
      tracking_id: parcels.tracking_id,
      warehouse_id: parcels.warehouse_id,
      warehouse_name: warehouses.warehouse_name,
    })
    .from(parcels)
    .innerJoin(warehouses, eq(warehouses.id, parcels.warehouse_id))
    .where(and(eq(parcels.merchant_id, merchantId), eq(parcels.problem_type, 'damaged')))
    .orderBy(desc(parcels.id))
    .limit(1);
  const [oldest] = await db
    .select()
    .from(warehouses)
    .where(eq(warehouses.merchant_id, merchantId))
    .orderBy(asc(warehouses.created_at), asc(warehouses.id))
    .limit(1);

  // The demo's rejected statement, so the notice opens the settlement billing shows.
  const [rejected] = await db
    .select({ statement_no: settlements.statement_no, reviewed_at: settlements.reviewed_at })
    .from(settlements)
    .where(and(eq(settlements.merchant_id, merchantId), eq(settlements.status, 'rejected')))
    .orderBy(desc(settlements.statement_no))
    .limit(1);

  const news: DemoNotification[] = [
    // Before the demo's first billing cycle (four cycles of 30 days): the account came first.
    welcome(
      150 * 24,
      'Your merchant account is active. Add a warehouse to start receiving parcels.',
      '您的商家账户已激活。添加仓库即可开始收货。',
    ),
  ];
  if (rejected) {
    const statement = statementNumber(rejected.statement_no);
    const reviewed = rejected.reviewed_at ?? now;
    news.push({
      hoursAgo: Math.max(1, Math.round((now.getTime() - reviewed.getTime()) / HOUR)),
      type: 'error',
      title: { en: 'Settlement rejected', zhHans: '结算单被驳回' },
      body: {
        en: `Settlement ${statement} was rejected. Check the reason and upload the documents again.`,
        zhHans: `结算单 ${statement} 被驳回。请查看原因并重新上传文件。`,
      },
      subject: { type: 'settlement', id: statement, warehouse_id: null },
    });
  }
  if (line) {
    const code = line.route_code;
    news.push({
      hoursAgo: 3 * 24,
      type: 'info',
      title: { en: 'Shipping line approved', zhHans: '物流专线已通过审核' },
      body: {
        en: `Your shipping line ${code} (Air, general goods) is now active.`,
        zhHans: `您的物流专线 ${code}（空运，普货）已生效。`,
      },
      mainContent: {
        en: `Customers can now choose ${code} when they create orders. Prices, covered provinces and parcel limits are as you submitted them. You can suspend the line at any time from Shipping lines; orders already placed are not affected.`,
        zhHans: `客户现在下单时可以选择 ${code}。价格、覆盖省份和包裹限制与您提交的一致。您可以随时在“物流专线”中暂停该物流专线，已下的订单不受影响。`,
      },
      subject: { type: 'shipping_line', id: line.id, warehouse_id: null },
    });
  }
  if (damaged) {
    news.push({
      hoursAgo: 20,
      type: 'warning',
      title: { en: 'Parcel exception', zhHans: '包裹异常' },
      body: {
        en: `Parcel ${damaged.tracking_id} at ${damaged.warehouse_name} was marked damaged on arrival.`,
        zhHans: `${damaged.warehouse_name} 的包裹 ${damaged.tracking_id} 到仓时被标记为破损。`,
      },
      subject: {
        type: 'parcel',
        id: String(damaged.id),
        warehouse_id: damaged.warehouse_id,
      },
    });
  }
  if (oldest) {
    // The parcels of this warehouse that pass free storage within 3 days, by the domain's rule.
    const soon = new Date(now.getTime() + 3 * DAY);
    const [due] = await db
      .select({ total: count() })
      .from(parcels)
      .where(
        and(
          eq(parcels.warehouse_id, oldest.id),
          inArray(parcels.status, [...IN_STOCK_PARCEL_STATUSES]),
          gt(parcels.inbound_date, overdueInboundCutoff(now, oldest)),
          lte(parcels.inbound_date, overdueInboundCutoff(soon, oldest)),
        ),
      );
    const total = due?.total ?? 0;
    news.push({
      hoursAgo: 2,
      type: 'warning',
      title: { en: 'Storage fees start soon', zhHans: '即将开始收取仓储费' },
      body: {
        en: `${total} ${total === 1 ? 'parcel' : 'parcels'} in ${oldest.warehouse_name} will pass their free storage period within 3 days.`,
        zhHans: `${oldest.warehouse_name} 有 ${total} 个包裹将在 3 天内超过免费仓储期。`,
      },
      subject: { type: 'warehouse', id: oldest.id, warehouse_id: null },
    });
  }
  return news;
}

async function plant(
  db: Database,
  merchantId: string,
  list: DemoNotification[],
  now: Date,
): Promise<void> {
  for (const { hoursAgo, ...notification } of list) {
    await notify(db, merchantId, {
      ...notification,
      time: new Date(now.getTime() - hoursAgo * HOUR),
    });
  }
}

/**
 * The demo merchants' notifications, planted once their warehouses, lines and parcels exist (the
 * notifications are about them); a merchant that already has notifications is left alone.
 */
export async function seedDemoNotifications(
  db: Database,
  owners: {
    maple: { country_code: string; identifier: string };
    harbour: { country_code: string; identifier: string };
  },
  now = new Date(),
): Promise<void> {
  const maple = await merchantOf(db, owners.maple);
  if (maple && !(await hasNotifications(db, maple))) {
    await plant(db, maple, await mapleNotifications(db, maple, now), now);
  }
  const harbour = await merchantOf(db, owners.harbour);
  if (harbour && !(await hasNotifications(db, harbour))) {
    await plant(
      db,
      harbour,
      [welcome(5, 'Your merchant account is active.', '您的商家账户已激活。')],
      now,
    );
  }
}
