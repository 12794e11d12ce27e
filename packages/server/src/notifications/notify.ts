import type { Database } from '../db/client.js';
import { createNotificationRepository } from '../repositories/notifications.js';
import type { NewNotification } from '../repositories/notifications.js';

export type { LocalizedText, NewNotification } from '../repositories/notifications.js';

/**
 * Tells a company about something that happened to it (a shipping line approved, a settlement
 * rejected, a parcel exception …), for code that runs outside a request (seed, ops) and has a
 * database rather than the app. Give texts in both languages so the Chinese screen shows
 * Chinese, and the subject (what it is about: a warehouse, a parcel and its warehouse, a
 * shipping line, an order, a return, a settlement) so the merchant can open it from the
 * notification. Answers the new notification's id.
 */
export function notify(
  db: Database,
  merchantId: string,
  notification: NewNotification,
): Promise<string> {
  return createNotificationRepository(db).create(merchantId, notification);
}
