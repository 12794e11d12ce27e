import { apiPaths, type Dashboard, type NotificationLanguage } from '@jiyun/domain';
import { getItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

export const dashboardKeys = queryKeysFor('dashboard');

/** The home page's figures (ADR 0066): one call, notifications in the interface language. */
export const dashboardClient = {
  figures: (lang: NotificationLanguage, signal?: AbortSignal) =>
    getItem<Dashboard>(apiPaths.dashboard, { params: { lang }, signal }),
};
