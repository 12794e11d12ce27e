import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { notificationLanguageQuerySchema, notificationListQuerySchema } from '@jiyun/domain';
import type {
  ItemResponse,
  ListResponse,
  MerchantNotification,
  NotificationLanguage,
} from '@jiyun/domain';
import { notFound } from '../../http/app-error.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'Notification not found.';

const idParams = object({
  id: string().required('id is required.').max(64, 'id must be at most 64 characters.'),
});

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The company's notifications, newest first, texts in the language asked for (`lang`). */
export default async function notificationRoutes(app: FastifyInstance) {
  app.get<{
    Querystring: { page: number; limit: number; lang: NotificationLanguage };
    Reply: ListResponse<MerchantNotification>;
  }>(
    '/merchants/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        querystring: notificationListQuerySchema,
        summary: 'A page of the company notifications, newest first',
        tags,
        security,
      },
    },
    async (request) => {
      const { page, limit, lang } = request.query;
      const { rows, total } = await app.repositories.notifications.listPage(
        request.user.mid,
        page,
        limit,
        lang,
      );
      return { data: rows, results: total };
    },
  );

  app.patch<{
    Params: { id: string };
    Querystring: { lang: NotificationLanguage };
    Reply: ItemResponse<MerchantNotification>;
  }>(
    '/merchants/notifications/:id/read',
    {
      preHandler: app.authenticate,
      schema: {
        params: idParams,
        querystring: notificationLanguageQuerySchema,
        summary: 'Mark a notification read',
        tags,
        security,
      },
    },
    async (request) => {
      // Not an id we could have made: the same answer as another company's id.
      if (!UUID.test(request.params.id)) throw notFound(NOT_FOUND);
      const notification = await app.repositories.notifications.markRead(
        request.user.mid,
        request.params.id,
        request.query.lang,
      );
      if (!notification) throw notFound(NOT_FOUND);
      return { data: notification };
    },
  );
}
