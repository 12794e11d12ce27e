import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATIONS_UNREAD_CAP } from '@jiyun/domain';
import type {
  MerchantNotification,
  NotificationLanguage,
  NotificationSubject,
  NotificationType,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { notifications } from '../db/schema.js';

/** A text in both languages of the app; a plain string is used for both. */
export type LocalizedText = string | { en: string; zhHans: string };

export interface NewNotification {
  type: NotificationType;
  title: LocalizedText;
  body: LocalizedText;
  mainContent?: LocalizedText | null;
  /** When it happened; now when absent. */
  time?: Date;
  /**
   * What it is about, so the merchant can open it from the notification: a warehouse, a parcel
   * (with its warehouse), a shipping line, an order, a return or a settlement. Leave it out only
   * for news about the account as a whole.
   */
  subject?: NotificationSubject | null;
}

const english = (text: LocalizedText) => (typeof text === 'string' ? text : text.en);
const chinese = (text: LocalizedText) => (typeof text === 'string' ? text : text.zhHans);

type NotificationRow = typeof notifications.$inferSelect;

function subjectOf(row: NotificationRow): NotificationSubject | null {
  if (row.subject_type === null || row.subject_id === null) return null;
  return { type: row.subject_type, id: row.subject_id, warehouse_id: row.subject_warehouse_id };
}

function toNotification(row: NotificationRow, lang: NotificationLanguage): MerchantNotification {
  const zh = lang === 'zhHans';
  return {
    id: row.id,
    type: row.type,
    title: zh ? row.title_zh : row.title_en,
    body: zh ? row.body_zh : row.body_en,
    mainContent: zh ? row.main_content_zh : row.main_content_en,
    time: row.created_at.toISOString(),
    read: row.read_at !== null,
    subject: subjectOf(row),
  };
}

/** A company's notifications, newest first; every query is scoped by the merchant. */
export function createNotificationRepository(db: Database) {
  return {
    /** Stores a notification for the company in both languages; answers its id. */
    async create(merchantId: string, notification: NewNotification): Promise<string> {
      const main = notification.mainContent ?? null;
      const subject = notification.subject ?? null;
      if (subject && (subject.type === 'parcel') !== (subject.warehouse_id !== null)) {
        throw new Error('A parcel subject names its warehouse, and only a parcel subject does.');
      }
      const [row] = await db
        .insert(notifications)
        .values({
          merchant_id: merchantId,
          type: notification.type,
          title_en: english(notification.title),
          title_zh: chinese(notification.title),
          body_en: english(notification.body),
          body_zh: chinese(notification.body),
          main_content_en: main === null ? null : english(main),
          main_content_zh: main === null ? null : chinese(main),
          created_at: notification.time ?? new Date(),
          subject_type: subject?.type ?? null,
          subject_id: subject?.id ?? null,
          subject_warehouse_id: subject?.warehouse_id ?? null,
        })
        .returning({ id: notifications.id });
      if (!row) throw new Error('Notification insert returned no row.');
      return row.id;
    },

    async listPage(
      merchantId: string,
      page: number,
      limit: number,
      lang: NotificationLanguage,
    ): Promise<{ rows: MerchantNotification[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(eq(notifications.merchant_id, merchantId))
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: count() })
          .from(notifications)
          .where(eq(notifications.merchant_id, merchantId)),
      ]);
      return {
        rows: rows.map((row) => toNotification(row, lang)),
        total: totals[0]?.total ?? 0,
      };
    },

    /** The company's newest notifications (the dashboard's), without a total to count. */
    async latest(
      merchantId: string,
      limit: number,
      lang: NotificationLanguage,
    ): Promise<MerchantNotification[]> {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.merchant_id, merchantId))
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(limit);
      return rows.map((row) => toNotification(row, lang));
    },

    /**
     * The company's unread notifications, counted up to `NOTIFICATIONS_UNREAD_CAP` through the
     * partial index of unread rows: a merchant who never reads costs the same as one who does.
     */
    async unreadCount(merchantId: string): Promise<number> {
      const unread = db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(eq(notifications.merchant_id, merchantId), isNull(notifications.read_at)))
        .limit(NOTIFICATIONS_UNREAD_CAP)
        .as('unread');
      const [row] = await db.select({ unread: count() }).from(unread);
      return row?.unread ?? 0;
    },

    /** Marks one of the company's notifications read; null when it is not theirs. */
    async markRead(
      merchantId: string,
      id: string,
      lang: NotificationLanguage,
    ): Promise<MerchantNotification | null> {
      const [existing] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.merchant_id, merchantId), eq(notifications.id, id)))
        .limit(1);
      if (!existing) return null;
      if (existing.read_at !== null) return toNotification(existing, lang);
      const [updated] = await db
        .update(notifications)
        .set({ read_at: new Date() })
        .where(and(eq(notifications.merchant_id, merchantId), eq(notifications.id, id)))
        .returning();
      return updated ? toNotification(updated, lang) : null;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
