import type { Permission } from '../auth/types.js';

/** How a notification is marked: neutral news, something to look at, something that failed. */
export const NOTIFICATION_TYPES = ['info', 'warning', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/**
 * Languages a notification's texts are stored in; the app's language codes.
 * The list call picks one with `?lang=` (Chinese when absent, like the app's default).
 */
export const NOTIFICATION_LANGUAGES = ['zhHans', 'en'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

/**
 * What a notification can be about; each is a page of the app. A parcel is found in its
 * warehouse, so its subject also names the warehouse.
 */
export const NOTIFICATION_SUBJECT_TYPES = [
  'warehouse',
  'parcel',
  'shipping_line',
  'order',
  'return',
  'settlement',
] as const;
export type NotificationSubjectType = (typeof NOTIFICATION_SUBJECT_TYPES)[number];

/** The thing a notification is about: the app turns it into a link. */
export interface NotificationSubject {
  type: NotificationSubjectType;
  /** The id of the thing, as its own API spells it (a parcel's number as text). */
  id: string;
  /** The warehouse a parcel is in; null for every other type. */
  warehouse_id: string | null;
}

/**
 * Who may read a notification (decision A46): the holders of the permission of the area its
 * subject belongs to, the owner always. A parcel or warehouse notice is further kept to the
 * members who run that warehouse (every one for an `admin`, the assigned ones otherwise).
 */
export const NOTIFICATION_SUBJECT_AREA: Record<NotificationSubjectType, Permission> = {
  warehouse: 'warehouse',
  parcel: 'warehouse',
  shipping_line: 'shipping_lines',
  order: 'orders',
  return: 'orders',
  settlement: 'billing',
};

/**
 * The permission a notification's readers hold: its subject's area, or for news without a subject
 * the area it is about (`about`: a deposit is `shipping_lines`, the company profile `admin`).
 * Null when the whole team may read it (a welcome).
 */
export function notificationArea(
  subject: NotificationSubject | null,
  about: Permission | null = null,
): Permission | null {
  return subject === null ? about : NOTIFICATION_SUBJECT_AREA[subject.type];
}

/**
 * The warehouse a notification is kept to: a parcel's, or the warehouse it is about; null for
 * notices of the other areas.
 */
export function notificationWarehouse(subject: NotificationSubject | null): string | null {
  if (subject === null) return null;
  if (subject.type === 'parcel') return subject.warehouse_id;
  return subject.type === 'warehouse' ? subject.id : null;
}

/**
 * One notification as the API answers it, its texts in the requested language.
 * (Not `Notification`: that name is the browser's Notification API in the app.)
 */
export interface MerchantNotification {
  id: string;
  type: NotificationType;
  title: string;
  body: string;
  /** Longer text shown when the notification is opened; null when there is none. */
  mainContent: string | null;
  /** When it was sent, ISO 8601. */
  time: string;
  read: boolean;
  /** What it is about; null for news about the account as a whole (a welcome). */
  subject: NotificationSubject | null;
}

/**
 * The unread count stops here: the bell shows "99+" past 99, so counting further would only
 * scan a long-neglected inbox for nothing.
 */
export const NOTIFICATIONS_UNREAD_CAP = 100;

/** `GET /merchants/notifications/unread-count` → `data`. */
export interface NotificationUnreadCount {
  /** Unread notifications the caller may read, counted up to `NOTIFICATIONS_UNREAD_CAP`. */
  unread: number;
}

/** Query of `GET /merchants/notifications`. */
export interface NotificationListQuery {
  page?: number;
  limit?: number;
  lang?: NotificationLanguage;
}
