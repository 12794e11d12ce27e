import { useQuery } from '@tanstack/react-query';
import type { NotificationLanguage } from '@jiyun/domain';
import { dashboardClient, dashboardKeys } from './api/dashboard';

/** The company's live figures; asked again when the merchant comes back to the window. */
export function useDashboard(lang: NotificationLanguage) {
  return useQuery({
    queryKey: dashboardKeys.detail(lang),
    queryFn: ({ signal }) => dashboardClient.figures(lang, signal),
    refetchOnWindowFocus: 'always',
  });
}
