import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type {
  ItemResponse,
  ListResponse,
  MerchantNotification,
  NotificationLanguage,
} from '@jiyun/domain';
import { api } from '../../api/client';
import { notificationKeys } from '../../api/query-keys';
import { queryClient } from '../../api/query-client';

export const NOTIFICATIONS_PATH = '/merchants/notifications';

export interface NotificationListParams {
  page: number;
  limit: number;
  lang: NotificationLanguage;
}

/** One page of notifications, newest first, texts in the interface language. */
export function useNotifications(params: NotificationListParams) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: async ({ signal }) =>
      (
        await api.get<ListResponse<MerchantNotification>>(NOTIFICATIONS_PATH, {
          params,
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

/** Marks one read; every list page is fetched anew so the unread marks agree. */
export function useMarkNotificationRead() {
  return useMutation({
    mutationFn: async ({ id, lang }: { id: string; lang: NotificationLanguage }) =>
      (
        await api.patch<ItemResponse<MerchantNotification>>(
          `${NOTIFICATIONS_PATH}/${encodeURIComponent(id)}/read`,
          undefined,
          { params: { lang } },
        )
      ).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
