import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  notificationLanguageQuerySchema,
  notificationListQuerySchema,
} from '@jiyun/domain';
import type {
  ItemResponse,
  ListResponse,
  MerchantNotification,
  NotificationLanguage,
  NotificationUnreadCount,
} from '@jiyun/domain';
import type { AccessTokenClaims } from '../../auth/sessions.js';
import { foundOr404, pathParams, uuidOr404 } from '../../http/params.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import {
  notificationListResponse,
  notificationResponse,
  notificationUnreadCountResponse,
} from '../../http/schemas/notifications.js';
import { SECURITY } from '../../http/schemas/security.js';
import type { NotificationReader } from '../../repositories/notifications.js';

const NOT_FOUND = 'Notification not found.';
const tags = ['notifications'];

/** The signed-in person as a reader: their company's notices they may read, their read marks. */
export const readerOf = (user: AccessTokenClaims): NotificationReader => ({
  merchantId: user.mid,
  userId: user.sub,
});

/**
 * The company's notifications the caller may read (A46), newest first, texts in the language
 * asked for (`lang`), read marks of their own.
 */
export default async function notificationRoutes(app: FastifyInstance) {
  const { notifications } = app.repositories;

  app.get<{
    Querystring: { page: number; limit: number; lang: NotificationLanguage };
    Reply: ListResponse<MerchantNotification>;
  }>(
    apiPaths.notifications.list,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'listNotifications',
        summary: 'A page of the notifications the caller may read, newest first',
        description: '`results` counts them up to 10,000 (LIST_TOTAL_CAP) and stops there.',
        tags,
        security: SECURITY.bearer,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, limit, lang } = request.query;
      const { rows, total } = await notifications.listPage(
        readerOf(request.user),
        page,
        limit,
        lang,
      );
      return { data: rows, results: total };
    },
  );

  app.get<{ Reply: ItemResponse<NotificationUnreadCount> }>(
    apiPaths.notifications.unreadCount,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'countUnreadNotifications',
        summary: 'How many notifications are unread (counted up to 100)',
        tags,
        security: SECURITY.bearer,
        response: { 200: notificationUnreadCountResponse, ...errorResponses(401) },
      },
    },
    async (request) => ({
      data: { unread: await notifications.unreadCount(readerOf(request.user)) },
    }),
  );

  app.post<{ Reply: ItemResponse<NotificationUnreadCount> }>(
    apiPaths.notifications.readAll,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: 'Mark every notification read for the caller',
        tags,
        security: SECURITY.bearer,
        response: { 200: notificationUnreadCountResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const reader = readerOf(request.user);
      await notifications.markAllRead(reader);
      return { data: { unread: await notifications.unreadCount(reader) } };
    },
  );

  app.patch<{
    Params: { id: string };
    Querystring: { lang: NotificationLanguage };
    Reply: ItemResponse<MerchantNotification>;
  }>(
    apiPaths.notifications.read,
    {
      preHandler: app.authenticate,
      schema: {
        operationId: 'markNotificationRead',
        summary: 'Mark a notification read',
        tags,
        security: SECURITY.bearer,
        params: pathParams('id'),
        querystring: notificationLanguageQuerySchema,
        response: { 200: notificationResponse, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const id = uuidOr404(request.params.id, NOT_FOUND);
      const notification = await notifications.markRead(
        readerOf(request.user),
        id,
        request.query.lang,
      );
      return { data: foundOr404(notification, NOT_FOUND) };
    },
  );
}
