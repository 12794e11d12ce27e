import {
  apiPath,
  apiPaths,
  type MerchantNotification,
  type NotificationLanguage,
  type NotificationUnreadCount,
} from '@jiyun/domain';
import { getItem, getPage, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

/** The company's notifications (pages per language). */
export const notificationKeys = queryKeysFor('notifications');

/** The bell's count: under `notificationKeys.all`, so what refreshes the lists refreshes it. */
export const unreadCountKey = [...notificationKeys.all, 'unread'] as const;

export interface NotificationListParams {
  page: number;
  limit: number;
  lang: NotificationLanguage;
}

export const notificationsClient = {
  /** One page, newest first, texts in the interface language. */
  page: (params: NotificationListParams, signal?: AbortSignal) =>
    getPage<MerchantNotification>(apiPaths.notifications.list, { params, signal }),
  /** Unread notifications, counted by the server up to `NOTIFICATIONS_UNREAD_CAP`. */
  unreadCount: async (signal?: AbortSignal) =>
    (await getItem<NotificationUnreadCount>(apiPaths.notifications.unreadCount, { signal })).unread,
  /** Every notification read for the signed-in person; answers the count left (0). */
  markAllRead: async () =>
    (await sendItem<NotificationUnreadCount>('post', apiPaths.notifications.readAll)).unread,
  markRead: (id: string, lang: NotificationLanguage) =>
    sendItem<MerchantNotification>(
      'patch',
      apiPath(apiPaths.notifications.read, { id }),
      undefined,
      {
        params: { lang },
      },
    ),
};
