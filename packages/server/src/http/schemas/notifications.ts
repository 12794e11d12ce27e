import {
  NOTIFICATION_SUBJECT_TYPES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_UNREAD_CAP,
} from '@jiyun/domain';
import type {
  MerchantNotification,
  NotificationSubject,
  NotificationUnreadCount,
} from '@jiyun/domain';
import {
  dateTime,
  flag,
  integer,
  itemResponse,
  listResponse,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';

/** A company notification, in the language asked for. */
export const notificationSchema = objectOf<MerchantNotification>({
  id: uuid,
  type: oneOf(NOTIFICATION_TYPES),
  title: text,
  body: text,
  mainContent: orNull(text),
  time: dateTime,
  read: flag,
  subject: orNull({
    ...objectOf<NotificationSubject>({
      type: oneOf(NOTIFICATION_SUBJECT_TYPES),
      id: text,
      warehouse_id: orNull(uuid),
    }),
    description: 'What the notification is about; null for news about the account as a whole.',
  }),
});

export const notificationListResponse = listResponse(
  notificationSchema,
  'A page of notifications, newest first.',
);

export const notificationResponse = itemResponse(notificationSchema, 'The notification, read.');

export const notificationUnreadCountResponse = itemResponse(
  objectOf<NotificationUnreadCount>({
    unread: {
      ...integer,
      minimum: 0,
      maximum: NOTIFICATIONS_UNREAD_CAP,
      description: `Unread notifications, counted up to ${NOTIFICATIONS_UNREAD_CAP}: that value means at least as many.`,
    },
  }),
  'How many notifications the company has not read yet.',
);
