import { NOTIFICATION_TYPES } from '@jiyun/domain';
import type { MerchantNotification } from '@jiyun/domain';
import {
  dateTime,
  flag,
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
});

export const notificationListResponse = listResponse(
  notificationSchema,
  'A page of notifications, newest first.',
);

export const notificationResponse = itemResponse(notificationSchema, 'The notification, read.');
