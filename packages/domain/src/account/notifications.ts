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
}

/** Query of `GET /merchants/notifications`. */
export interface NotificationListQuery {
  page?: number;
  limit?: number;
  lang?: NotificationLanguage;
}
