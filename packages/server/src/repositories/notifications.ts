import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  LIST_TOTAL_CAP,
  NOTIFICATIONS_UNREAD_CAP,
  notificationArea,
  notificationWarehouse,
} from '@jiyun/domain';
import type {
  MerchantNotification,
  NotificationLanguage,
  NotificationSubject,
  NotificationType,
  Permission,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  notifications,
  notificationUnread,
  userPermissions,
  users,
  warehouseOperators,
} from '../db/schema.js';

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
  /**
   * For news without a subject, the area it is about, whose members may read it (a deposit:
   * `shipping_lines`; the company profile: `admin`); absent, the whole team reads it. A subject
   * decides this by itself (A46).
   */
  about?: Permission | null;
}

/** The signed-in person reading the notifications: their company and their own read marks. */
export interface NotificationReader {
  merchantId: string;
  userId: string;
}

const english = (text: LocalizedText) => (typeof text === 'string' ? text : text.en);
const chinese = (text: LocalizedText) => (typeof text === 'string' ? text : text.zhHans);

type NotificationRow = typeof notifications.$inferSelect;

function subjectOf(row: NotificationRow): NotificationSubject | null {
  if (row.subject_type === null || row.subject_id === null) return null;
  return { type: row.subject_type, id: row.subject_id, warehouse_id: row.subject_warehouse_id };
}

function toNotification(
  row: NotificationRow,
  read: boolean,
  lang: NotificationLanguage,
): MerchantNotification {
  const zh = lang === 'zhHans';
  return {
    id: row.id,
    type: row.type,
    title: zh ? row.title_zh : row.title_en,
    body: zh ? row.body_zh : row.body_en,
    mainContent: zh ? row.main_content_zh : row.main_content_en,
    time: row.created_at.toISOString(),
    read,
    subject: subjectOf(row),
  };
}

/**
 * Decision A46 in SQL: the user `reader` (a column or a value) may read the notification row in
 * scope. The owner reads all; a notice for an area is read by the holders of its permission, a
 * warehouse's only by its operators (every one for an `admin`); a notice for no area by the team.
 * The area itself is chosen once, when the notification is written (`notificationArea`).
 */
function readableBy(reader: AnyPgColumn | string): SQL {
  const area = notifications.area;
  const holds = (permission: SQL) =>
    sql`exists (select 1 from ${userPermissions} held
      where held.user_id = someone.id and held.permission = ${permission})`;
  return sql`exists (select 1 from ${users} someone
    where someone.id = ${reader} and someone.merchant_id = ${notifications.merchant_id}
      and (someone.type = 'root' or ${area} is null or (${holds(sql`${area}`)} and (
        ${area} <> 'warehouse' or ${holds(sql`'admin'`)}
        or exists (select 1 from ${warehouseOperators} runs
          where runs.user_id = someone.id and runs.warehouse_id = ${notifications.area_warehouse_id})
      ))))`;
}

/** Whether the reader has read the notification row in scope: no unread mark of theirs. */
const readBy = (userId: string) =>
  sql<boolean>`not exists (select 1 from ${notificationUnread} mark
    where mark.user_id = ${userId} and mark.notification_id = ${notifications.id})`;

/**
 * A company's notifications, newest first, each seen only by who may read its subject (A46), with
 * read marks of their own. Every query is scoped by the merchant.
 */
export function createNotificationRepository(db: Database) {
  const visibleTo = (reader: NotificationReader) =>
    and(eq(notifications.merchant_id, reader.merchantId), readableBy(reader.userId));

  return {
    /**
     * Stores a notification for the company in both languages, unread for every team member who
     * may read it; answers its id.
     */
    async create(merchantId: string, notification: NewNotification): Promise<string> {
      const main = notification.mainContent ?? null;
      const subject = notification.subject ?? null;
      if (subject && (subject.type === 'parcel') !== (subject.warehouse_id !== null)) {
        throw new Error('A parcel subject names its warehouse, and only a parcel subject does.');
      }
      return db.transaction(async (tx) => {
        const [row] = await tx
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
            area: notificationArea(subject, notification.about ?? null),
            area_warehouse_id: notificationWarehouse(subject),
          })
          .returning({ id: notifications.id });
        if (!row) throw new Error('Notification insert returned no row.');
        await tx.execute(sql`insert into ${notificationUnread} (user_id, notification_id)
          select ${users.id}, ${notifications.id} from ${notifications}
          join ${users} on ${users.merchant_id} = ${notifications.merchant_id}
          where ${notifications.id} = ${row.id} and ${readableBy(users.id)}`);
        return row.id;
      });
    },

    async listPage(
      reader: NotificationReader,
      page: number,
      limit: number,
      lang: NotificationLanguage,
    ): Promise<{ rows: MerchantNotification[]; total: number }> {
      const [rows, totals] = await Promise.all([
        db
          .select({ row: notifications, read: readBy(reader.userId) })
          .from(notifications)
          .where(visibleTo(reader))
          .orderBy(desc(notifications.created_at), desc(notifications.id))
          .limit(limit)
          .offset((page - 1) * limit),
        // Counted up to LIST_TOTAL_CAP (ADR 0039): the database stops reading there, however
        // many notices a company keeps.
        db.select({ total: count() }).from(
          db
            .select({ one: sql`1` })
            .from(notifications)
            .where(visibleTo(reader))
            .limit(LIST_TOTAL_CAP)
            .as('visible'),
        ),
      ]);
      return {
        rows: rows.map(({ row, read }) => toNotification(row, read, lang)),
        total: totals[0]?.total ?? 0,
      };
    },

    /** The reader's newest notifications (the dashboard's), without a total to count. */
    async latest(
      reader: NotificationReader,
      limit: number,
      lang: NotificationLanguage,
    ): Promise<MerchantNotification[]> {
      const rows = await db
        .select({ row: notifications, read: readBy(reader.userId) })
        .from(notifications)
        .where(visibleTo(reader))
        .orderBy(desc(notifications.created_at), desc(notifications.id))
        .limit(limit);
      return rows.map(({ row, read }) => toNotification(row, read, lang));
    },

    /**
     * The reader's unread notifications, counted up to `NOTIFICATIONS_UNREAD_CAP` from their own
     * unread marks: a member who never reads costs the same as one who does. The marks are checked
     * against today's rights, so a permission taken away takes its notices off the count too.
     */
    async unreadCount(reader: NotificationReader): Promise<number> {
      const unread = db
        .select({ one: sql`1` })
        .from(notificationUnread)
        .innerJoin(notifications, eq(notifications.id, notificationUnread.notification_id))
        .where(and(eq(notificationUnread.user_id, reader.userId), visibleTo(reader)))
        .limit(NOTIFICATIONS_UNREAD_CAP)
        .as('unread');
      const [row] = await db.select({ unread: count() }).from(unread);
      return row?.unread ?? 0;
    },

    /** Marks every notification read for the reader alone (their marks; nobody else's move). */
    async markAllRead(reader: NotificationReader): Promise<void> {
      await db.delete(notificationUnread).where(eq(notificationUnread.user_id, reader.userId));
    },

    /** Marks one notification read for the reader alone; null when it is not one they may read. */
    async markRead(
      reader: NotificationReader,
      id: string,
      lang: NotificationLanguage,
    ): Promise<MerchantNotification | null> {
      const [existing] = await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.id, id), visibleTo(reader)))
        .limit(1);
      if (!existing) return null;
      await db
        .delete(notificationUnread)
        .where(
          and(
            eq(notificationUnread.user_id, reader.userId),
            eq(notificationUnread.notification_id, id),
          ),
        );
      return toNotification(existing, true, lang);
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
