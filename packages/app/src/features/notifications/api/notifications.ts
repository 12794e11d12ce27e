import {
  apiPath,
  apiPaths,
  type MerchantNotification,
  type NotificationLanguage,
} from '@jiyun/domain';
import { getPage, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

/** The company's notifications (pages per language). */
export const notificationKeys = queryKeysFor('notifications');

export interface NotificationListParams {
  page: number;
  limit: number;
  lang: NotificationLanguage;
}

export const notificationsClient = {
  /** One page, newest first, texts in the interface language. */
  page: (params: NotificationListParams, signal?: AbortSignal) =>
    getPage<MerchantNotification>(apiPaths.notifications.list, { params, signal }),
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
