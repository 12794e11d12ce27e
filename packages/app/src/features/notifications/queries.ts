import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationLanguage } from '@jiyun/domain';
import { useSavingMutation } from '../../api/mutations';
import {
  notificationKeys,
  notificationsClient,
  type NotificationListParams,
} from './api/notifications';

/** One page of notifications, newest first, texts in the interface language. */
export function useNotifications(params: NotificationListParams) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => notificationsClient.page(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** Marks one read; every list page is fetched anew so the unread marks agree. */
export function useMarkNotificationRead() {
  return useSavingMutation(
    ({ id, lang }: { id: string; lang: NotificationLanguage }) =>
      notificationsClient.markRead(id, lang),
    (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  );
}
