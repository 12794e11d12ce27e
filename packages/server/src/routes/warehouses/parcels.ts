import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import {
  PARCEL_STATUSES,
  parcelCreateSchema,
  parcelListQuerySchema,
  parcelUpdateSchema,
  toIsoDate,
} from '@jiyun/domain';
import type {
  ItemResponse,
  ListResponse,
  Parcel,
  ParcelCreateRequest,
  ParcelSearchField,
  ParcelStatus,
  ParcelUpdateRequest,
} from '@jiyun/domain';
import { AppError, notFound, validationFailed } from '../../http/app-error.js';
import type { ParcelSearch, ParcelValues } from '../../repositories/parcels.js';
import { presentParcel } from './present.js';
import { isUuid, WAREHOUSE_NOT_FOUND } from './warehouses.js';

export const PARCEL_NOT_FOUND = 'Parcel not found';
export const DUPLICATE_TRACKING_ID =
  'A parcel with this tracking number is already in this warehouse.';

const warehouseParams = object({ warehouseId: string().required() });
const parcelParams = object({ warehouseId: string().required(), parcelId: string().required() });

interface ListQuery {
  status?: ParcelStatus[];
  search?: string;
  search_field?: ParcelSearchField;
  created_from?: string;
  created_to?: string;
  page: number;
  limit: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Parcel ids are bigint identities; larger digit strings name no parcel. */
const PARCEL_ID = /^\d{1,15}$/;

function fieldError(field: string, message: string): AppError {
  return validationFailed(message, [{ field, message }]);
}

function parcelIdOf(value: string): number | null {
  return PARCEL_ID.test(value) ? Number(value) : null;
}

/** The search as the repository runs it; a value the chosen field cannot hold is a 400. */
function toSearch(text: string, field: ParcelSearchField | undefined): ParcelSearch {
  switch (field) {
    case undefined:
      return { field: null, text, id: parcelIdOf(text) };
    case 'id':
      return { field: 'id', id: parcelIdOf(text) };
    case 'weight': {
      if (!/^\d+(\.\d+)?$/.test(text)) {
        throw fieldError('search', 'search must be a weight in kg when search_field is weight.');
      }
      return { field: 'weight', weight: Number(text) };
    }
    case 'storage_status': {
      const status = text.toLowerCase() as ParcelStatus;
      if (!PARCEL_STATUSES.includes(status)) {
        throw fieldError(
          'search',
          `search must be one of ${PARCEL_STATUSES.join(', ')} when search_field is storage_status.`,
        );
      }
      return { field: 'storage_status', status };
    }
    default:
      return { field, text };
  }
}

/** A warehouse's parcel inventory: list (paged), one, create, change. */
export default async function parcelRoutes(app: FastifyInstance) {
  const guard = [app.authenticate, app.requirePermission('warehouse')];
  const security = [{ bearer: [] }];
  const tags = ['parcels'];

  async function loadWarehouse(merchantId: string, id: string) {
    const warehouse = isUuid(id) ? await app.repositories.warehouses.findRow(merchantId, id) : null;
    if (!warehouse) throw notFound(WAREHOUSE_NOT_FOUND);
    return warehouse;
  }

  async function loadParcel(merchantId: string, warehouseId: string, parcelId: string) {
    const warehouse = await loadWarehouse(merchantId, warehouseId);
    const id = parcelIdOf(parcelId);
    const record =
      id === null ? null : await app.repositories.parcels.find(merchantId, warehouse.id, id);
    if (!record) throw notFound(PARCEL_NOT_FOUND);
    return { warehouse, record };
  }

  app.get<{ Params: { warehouseId: string }; Querystring: ListQuery; Reply: ListResponse<Parcel> }>(
    '/merchants/warehouses/:warehouseId/parcels',
    {
      onRequest: guard,
      schema: {
        summary: "A page of a warehouse's parcels, newest first",
        tags,
        security,
        params: warehouseParams,
        querystring: parcelListQuerySchema,
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const warehouse = await loadWarehouse(merchantId, request.params.warehouseId);
      const query = request.query;
      if (query.created_from && query.created_to && query.created_from > query.created_to) {
        throw fieldError('created_to', 'created_to must not be before created_from.');
      }
      const text = query.search?.trim() ?? '';
      const page = await app.repositories.parcels.list(merchantId, warehouse.id, {
        statuses: query.status ?? [],
        search: text === '' ? null : toSearch(text, query.search_field),
        createdFrom: query.created_from ? new Date(`${query.created_from}T00:00:00Z`) : null,
        createdBefore: query.created_to
          ? new Date(new Date(`${query.created_to}T00:00:00Z`).getTime() + DAY_MS)
          : null,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      const now = new Date();
      return {
        data: page.rows.map((record) => presentParcel(record, warehouse, now)),
        results: page.total,
      };
    },
  );

  const getParcel = async (request: {
    user: { mid: string };
    params: { warehouseId: string; parcelId: string };
  }): Promise<ItemResponse<Parcel>> => {
    const { warehouse, record } = await loadParcel(
      request.user.mid,
      request.params.warehouseId,
      request.params.parcelId,
    );
    return { data: presentParcel(record, warehouse, new Date()) };
  };

  app.get<{ Params: { warehouseId: string; parcelId: string }; Reply: ItemResponse<Parcel> }>(
    '/merchants/warehouses/:warehouseId/parcels/:parcelId',
    { onRequest: guard, schema: { summary: 'One parcel', tags, security, params: parcelParams } },
    getParcel,
  );

  // The spec's app also reads a parcel with POST on its address; it answers the same as GET.
  app.post<{ Params: { warehouseId: string; parcelId: string }; Reply: ItemResponse<Parcel> }>(
    '/merchants/warehouses/:warehouseId/parcels/:parcelId',
    {
      onRequest: guard,
      schema: { summary: 'One parcel (same as GET)', tags, security, params: parcelParams },
    },
    getParcel,
  );

  app.post<{
    Params: { warehouseId: string };
    Body: ParcelCreateRequest;
    Reply: ItemResponse<Parcel>;
  }>(
    '/merchants/warehouses/:warehouseId/parcels',
    {
      onRequest: guard,
      schema: {
        summary: 'Receive a parcel into the warehouse',
        tags,
        security,
        params: warehouseParams,
        body: parcelCreateSchema,
      },
    },
    async (request, reply) => {
      const merchantId = request.user.mid;
      const warehouse = await loadWarehouse(merchantId, request.params.warehouseId);
      const body = request.body;
      const line = await app.repositories.parcels.findWarehouseLine(merchantId, warehouse.id, {
        routeCode: body.shipping_route_code.trim(),
      });
      if (!line) {
        throw fieldError(
          'shipping_route_code',
          'shipping_route_code must be the route code of a shipping line of this warehouse.',
        );
      }
      const trackingId = body.tracking_id.trim();
      if (
        body.confirm_duplicate !== true &&
        (await app.repositories.parcels.trackingIdTaken(merchantId, warehouse.id, trackingId))
      ) {
        throw new AppError(409, 'CONFLICT', DUPLICATE_TRACKING_ID, [
          { field: 'tracking_id', message: DUPLICATE_TRACKING_ID },
        ]);
      }
      const isProblem = body.is_problem === true;
      const record = await app.repositories.parcels.create(merchantId, warehouse.id, {
        tracking_id: trackingId,
        personal_id: body.personal_id.trim(),
        // Received with a shelf: the parcel is in stock.
        status: 'stored',
        weight: body.weight,
        length: body.length,
        width: body.width,
        height: body.height,
        inbound_date: body.inbound_date,
        shelf_location: body.shelf_location.trim().toUpperCase(),
        shipping_line_id: line.id,
        notes: body.notes?.trim() || null,
        is_problem: isProblem,
        problem_type: isProblem ? (body.problem_type ?? null) : null,
        problem_description: isProblem ? (body.description?.trim() ?? null) : null,
      });
      return reply.code(201).send({ data: presentParcel(record, warehouse, new Date()) });
    },
  );

  app.patch<{
    Params: { warehouseId: string; parcelId: string };
    Body: ParcelUpdateRequest;
    Reply: ItemResponse<Parcel>;
  }>(
    '/merchants/warehouses/:warehouseId/parcels/:parcelId',
    {
      onRequest: guard,
      schema: {
        summary: 'Change a parcel (only the fields sent)',
        tags,
        security,
        params: parcelParams,
        body: parcelUpdateSchema,
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const { warehouse, record } = await loadParcel(
        merchantId,
        request.params.warehouseId,
        request.params.parcelId,
      );
      const body = request.body;
      if (Object.keys(body).length === 0)
        throw validationFailed('Send at least one field to change.');
      const current = record.parcel;
      const values: Partial<ParcelValues> = {};

      if (
        body.warehouse_name !== undefined &&
        body.warehouse_name.trim().toLowerCase() !== warehouse.warehouse_name.toLowerCase()
      ) {
        throw fieldError('warehouse_name', 'A parcel cannot be moved to another warehouse here.');
      }
      if (body.tracking_id !== undefined) values.tracking_id = body.tracking_id.trim();
      if (body.personal_id !== undefined) values.personal_id = body.personal_id.trim();
      if (body.inbound_date !== undefined)
        values.inbound_date = toIsoDate(body.inbound_date) ?? undefined;
      if (body.status !== undefined) values.status = body.status;
      if (body.shelf_location !== undefined)
        values.shelf_location = body.shelf_location.trim().toUpperCase();
      for (const side of ['weight', 'length', 'width', 'height'] as const) {
        if (body[side] !== undefined) values[side] = body[side];
      }
      if (body.notes !== undefined) values.notes = body.notes?.trim() || null;
      if (body.shipping_line !== undefined) {
        const wanted = body.shipping_line.trim();
        const line = await app.repositories.parcels.findWarehouseLine(
          merchantId,
          warehouse.id,
          isUuid(wanted) ? { id: wanted } : { routeCode: wanted },
        );
        if (!line) {
          throw fieldError(
            'shipping_line',
            'shipping_line must name a shipping line of this warehouse.',
          );
        }
        values.shipping_line_id = line.id;
      }
      Object.assign(values, problemChange(body, current));

      const updated = await app.repositories.parcels.update(
        merchantId,
        warehouse.id,
        current.id,
        values,
      );
      if (!updated) throw notFound(PARCEL_NOT_FOUND);
      return { data: presentParcel(updated, warehouse, new Date()) };
    },
  );
}

/**
 * The problem flag after the change: turned off clears type and description; on (or already
 * on) needs both, taken from the body or kept from the parcel.
 */
function problemChange(
  body: ParcelUpdateRequest,
  current: {
    is_problem: boolean;
    problem_type: ParcelValues['problem_type'];
    problem_description: string | null;
  },
): Partial<ParcelValues> {
  const touched =
    body.is_problem !== undefined ||
    body.problem_type !== undefined ||
    body.description !== undefined;
  if (!touched) return {};
  const isProblem = body.is_problem ?? current.is_problem;
  if (!isProblem) {
    if (body.problem_type != null)
      throw fieldError('problem_type', 'problem_type needs is_problem: true.');
    if (body.description != null && body.description.trim() !== '') {
      throw fieldError('description', 'description needs is_problem: true.');
    }
    return { is_problem: false, problem_type: null, problem_description: null };
  }
  const problemType = body.problem_type !== undefined ? body.problem_type : current.problem_type;
  const description =
    body.description !== undefined
      ? (body.description?.trim() ?? null)
      : current.problem_description;
  if (!problemType)
    throw fieldError('problem_type', 'problem_type is required for a problem parcel.');
  if (!description)
    throw fieldError('description', 'description is required for a problem parcel.');
  return { is_problem: true, problem_type: problemType, problem_description: description };
}
