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
import { foundOr404, pathParams, uuidOr404 } from '../../http/params.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import {
  notificationListResponse,
  notificationResponse,
  notificationUnreadCountResponse,
} from '../../http/schemas/notifications.js';
import { SECURITY } from '../../http/schemas/security.js';

const NOT_FOUND = 'Notification not found.';
const tags = ['notifications'];

/** The company's notifications, newest first, texts in the language asked for (`lang`). */
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
        summary: 'A page of the company notifications, newest first',
        tags,
        security: SECURITY.bearer,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page, limit, lang } = request.query;
      const { rows, total } = await notifications.listPage(request.user.mid, page, limit, lang);
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
      data: { unread: await notifications.unreadCount(request.user.mid) },
    }),
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
      const notification = await notifications.markRead(request.user.mid, id, request.query.lang);
      return { data: foundOr404(notification, NOT_FOUND) };
    },
  );
}
