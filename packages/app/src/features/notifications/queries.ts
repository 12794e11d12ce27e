import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NotificationLanguage } from '@jiyun/domain';
import { useSavingMutation } from '../../api/mutations';
import {
  notificationKeys,
  notificationsClient,
  unreadCountKey,
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

/**
 * The bell's unread count. Its own query, awaited by nothing, so it never holds a page back; asked
 * again whenever the window comes back into focus (news may have arrived meanwhile).
 */
export function useUnreadNotificationCount() {
  return useQuery({
    queryKey: unreadCountKey,
    queryFn: ({ signal }) => notificationsClient.unreadCount(signal),
    refetchOnWindowFocus: 'always',
  });
}

/** Marks one read; every list page and the bell's count are fetched anew so they agree. */
export function useMarkNotificationRead() {
  return useSavingMutation(
    ({ id, lang }: { id: string; lang: NotificationLanguage }) =>
      notificationsClient.markRead(id, lang),
    (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  );
}

/** Marks every notification read; the pages and the bell's count are fetched anew. */
export function useMarkAllNotificationsRead() {
  return useSavingMutation(
    () => notificationsClient.markAllRead(),
    (queryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  );
}
