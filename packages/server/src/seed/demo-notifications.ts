import type { Database } from '../db/client.js';
import { notify } from '../notifications/notify.js';
import type { NewNotification } from '../notifications/notify.js';

const HOUR = 60 * 60 * 1000;

/** Maple Forwarding's news, oldest first: every type, one with main content. */
const MAPLE_NOTIFICATIONS: (NewNotification & { hoursAgo: number })[] = [
  {
    hoursAgo: 26 * 24,
    type: 'info',
    title: { en: 'Welcome to Jiyun', zhHans: '欢迎使用集运' },
    body: {
      en: 'Your merchant account is active. Add a warehouse to start receiving parcels.',
      zhHans: '您的商家账户已激活。添加仓库即可开始收货。',
    },
  },
  {
    hoursAgo: 9 * 24,
    type: 'error',
    title: { en: 'Settlement rejected', zhHans: '结算单被驳回' },
    body: {
      en: 'Settlement ST-202610-0007 was rejected. Check the reason and upload the documents again.',
      zhHans: '结算单 ST-202610-0007 被驳回。请查看原因并重新上传文件。',
    },
  },
  {
    hoursAgo: 3 * 24,
    type: 'info',
    title: { en: 'Shipping line approved', zhHans: '物流专线已通过审核' },
    body: {
      en: 'Your shipping line CN-CA-A-G (Air, general goods) is now active.',
      zhHans: '您的物流专线 CN-CA-A-G（空运，普货）已生效。',
    },
    mainContent: {
      en: 'Customers can now choose CN-CA-A-G when they create orders. Prices, covered provinces and parcel limits are as you submitted them. You can suspend the line at any time from Shipping lines; orders already placed are not affected.',
      zhHans:
        '客户现在下单时可以选择 CN-CA-A-G。价格、覆盖省份和包裹限制与您提交的一致。您可以随时在“物流专线”中暂停该物流专线，已下的订单不受影响。',
    },
  },
  {
    hoursAgo: 20,
    type: 'warning',
    title: { en: 'Parcel exception', zhHans: '包裹异常' },
    body: {
      en: 'Parcel YT2026110400123 at Vancouver Main Warehouse was marked damaged on arrival.',
      zhHans: '温哥华主仓的包裹 YT2026110400123 到仓时被标记为破损。',
    },
  },
  {
    hoursAgo: 2,
    type: 'warning',
    title: { en: 'Storage fees start soon', zhHans: '即将开始收取仓储费' },
    body: {
      en: '4 parcels will pass their free storage period in 3 days.',
      zhHans: '有 4 个包裹将在 3 天后超过免费仓储期。',
    },
  },
];

const HARBOUR_NOTIFICATIONS: (NewNotification & { hoursAgo: number })[] = [
  {
    hoursAgo: 5,
    type: 'info',
    title: { en: 'Welcome to Jiyun', zhHans: '欢迎使用集运' },
    body: { en: 'Your merchant account is active.', zhHans: '您的商家账户已激活。' },
  },
];

async function plant(
  db: Database,
  merchantId: string,
  list: (NewNotification & { hoursAgo: number })[],
): Promise<void> {
  const now = Date.now();
  for (const { hoursAgo, ...notification } of list) {
    await notify(db, merchantId, { ...notification, time: new Date(now - hoursAgo * HOUR) });
  }
}

export async function seedMapleNotifications(db: Database, merchantId: string): Promise<void> {
  await plant(db, merchantId, MAPLE_NOTIFICATIONS);
}

export async function seedHarbourNotifications(db: Database, merchantId: string): Promise<void> {
  await plant(db, merchantId, HARBOUR_NOTIFICATIONS);
}
