import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  isUuid,
  lineRefusalMessage,
  newParcelProblem,
  overdueInboundCutoff,
  parcelCreateSchema,
  parcelLabelQuerySchema,
  parcelLabelsQuerySchema,
  parcelInventoryFilter,
  parcelListQuerySchema,
  parcelStatusHold,
  parcelStatusHoldMessage,
  PARCEL_LABEL_IDS_MESSAGE,
  SHELF_FROM_REQUIRED,
  SHELF_RANGE_MESSAGES,
  shelfLabelsQuerySchema,
  shelfRange,
  parcelUpdateSchema,
  resolveParcelProblem,
  touchesParcelProblem,
} from '@jiyun/domain';
import type {
  ItemResponse,
  ListResponse,
  Parcel,
  ParcelCreateRequest,
  ParcelInventoryQuery,
  ParcelLabelSize,
  ParcelProblem,
  ParcelProblemResult,
  ParcelUpdateRequest,
} from '@jiyun/domain';
import type { AccessTokenClaims } from '../../auth/sessions.js';
import { AppError, validationFailed } from '../../http/app-error.js';
import {
  fieldError,
  foundOr404,
  numericIdOr404,
  pathParams,
  uuidOr404,
} from '../../http/params.js';
import { pdfResponses, sendPdf } from '../../http/pdf-reply.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { parcelListResponse, parcelResponse } from '../../http/schemas/parcels.js';
import { SECURITY } from '../../http/schemas/security.js';
import type { ParcelRecord, ParcelValues } from '../../repositories/parcels.js';
import { isUniqueViolation } from '../../repositories/warehouses.js';
import { changedParcelValues, heldFieldsChanged, receivedParcelValues } from './parcel-values.js';
import { parcelLabelsPdf } from '../../documents/parcel-label.js';
import { shelfLabelsPdf } from '../../documents/shelf-labels.js';
import { presentParcel } from './present.js';
import { WAREHOUSE_NOT_FOUND, loadWarehouseRow, warehouseScopeOf } from './load-warehouse.js';

export const PARCEL_NOT_FOUND = 'Parcel not found';
export const DUPLICATE_TRACKING_ID =
  'A parcel with this tracking number is already in this warehouse.';

const warehouseParams = pathParams('warehouseId');
const parcelParams = pathParams('warehouseId', 'parcelId');

type WarehouseParams = { warehouseId: string };
type ParcelParams = { warehouseId: string; parcelId: string };

function duplicateTrackingId(): AppError {
  return new AppError(409, 'CONFLICT', DUPLICATE_TRACKING_ID, [
    { field: 'tracking_id', message: DUPLICATE_TRACKING_ID },
  ]);
}

/** Runs a write; when a concurrent one took the tracking id first, the unique index says 409. */
async function uniqueTrackingId<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateTrackingId();
    throw error;
  }
}

/** 409 when an open order or return holds the parcel's status and the body changes it. */
/**
 * Refuses a change of the status, line, weight or dimensions of a parcel an open order or return
 * holds (409, each such field named): the order's price and package were worked out from them.
 */
function refuseHeldFields(record: ParcelRecord, values: Partial<ParcelValues>): void {
  const fields = heldFieldsChanged(record.parcel, values);
  if (fields.length === 0) return;
  const hold = parcelStatusHold({ status: record.parcel.status, order: record.order });
  if (hold === null) return;
  const message = parcelStatusHoldMessage(hold);
  throw new AppError(
    409,
    'CONFLICT',
    message,
    fields.map((field) => ({ field, message })),
  );
}

function problemOrFail(result: ParcelProblemResult): ParcelProblem {
  if (!result.ok) throw fieldError(result.failure.field, result.failure.message);
  return result.problem;
}

function storedProblem({ parcel }: ParcelRecord): ParcelProblem {
  return {
    is_problem: parcel.is_problem,
    problem_type: parcel.problem_type,
    description: parcel.problem_description,
  };
}

/** A warehouse's parcel inventory: list (paged), one, receive, change. */
export default async function parcelRoutes(app: FastifyInstance) {
  const { parcels } = app.repositories;
  const guard = [app.authenticate, app.requirePermission('warehouse')];
  const tags = ['parcels'];
  const security = SECURITY.bearer;

  // Every parcel call loads its warehouse through the user's scope first: a warehouse the team
  // member is not assigned to answers 404 before any parcel is read or written.
  async function loadParcel(user: AccessTokenClaims, params: ParcelParams) {
    const merchantId = user.mid;
    const warehouse = await loadWarehouseRow(app, warehouseScopeOf(user), params.warehouseId);
    const id = numericIdOr404(params.parcelId, PARCEL_NOT_FOUND);
    const record = foundOr404(await parcels.find(merchantId, warehouse.id, id), PARCEL_NOT_FOUND);
    return { warehouse, record };
  }

  app.get<{
    Params: WarehouseParams;
    Querystring: ParcelInventoryQuery;
    Reply: ListResponse<Parcel>;
  }>(
    apiPaths.parcels.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'listParcels',
        summary: "A page of a warehouse's parcels, newest first",
        tags,
        security,
        params: warehouseParams,
        querystring: parcelListQuerySchema,
        response: { 200: parcelListResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const warehouseId = uuidOr404(request.params.warehouseId, WAREHOUSE_NOT_FOUND);
      const filter = parcelInventoryFilter(request.query);
      if (!filter.ok) throw fieldError(filter.failure.field, filter.failure.message);
      const scope = warehouseScopeOf(request.user);
      const now = new Date();
      const { overdue, ...rest } = filter.filter;
      // Overdue is the warehouse's free storage turned into a date, as for its card's figure
      // (`overdueInboundCutoff`): only this filter reads the warehouse first, to know it. The
      // same `now` dates the rows' storage days, so every row listed is past its free storage.
      const overdueCutoff = overdue
        ? overdueInboundCutoff(now, await loadWarehouseRow(app, scope, warehouseId))
        : null;
      // The scope check rides in the statement that counts the page's total (ADR 0068);
      // nothing read is answered unless the warehouse is the user's (else 404).
      const page = foundOr404(
        await parcels.list(scope, warehouseId, { ...rest, overdueCutoff }),
        WAREHOUSE_NOT_FOUND,
      );
      return {
        data: page.rows.map((record) => presentParcel(record, page.warehouse, now)),
        results: page.total,
      };
    },
  );

  const getParcel = async (request: {
    user: AccessTokenClaims;
    params: ParcelParams;
  }): Promise<ItemResponse<Parcel>> => {
    const { warehouse, record } = await loadParcel(request.user, request.params);
    return { data: presentParcel(record, warehouse, new Date()) };
  };
  const oneParcelResponses = { 200: parcelResponse, ...errorResponses(400, 401, 403, 404) };

  app.get<{ Params: ParcelParams; Reply: ItemResponse<Parcel> }>(
    apiPaths.parcels.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'getParcel',
        summary: 'One parcel',
        tags,
        security,
        params: parcelParams,
        response: oneParcelResponses,
      },
    },
    getParcel,
  );

  app.get<{ Params: ParcelParams; Querystring: { size?: ParcelLabelSize } }>(
    apiPaths.parcels.label,
    {
      onRequest: guard,
      schema: {
        operationId: 'parcelLabel',
        summary:
          "The parcel's label as a PDF, at the warehouse's label size unless `size` names one",
        tags,
        security,
        params: parcelParams,
        querystring: parcelLabelQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponses(
          'One page: Code 128 of the parcel id, tracking id, customer id, shelf, weight and size, inbound date, warehouse and route code.',
        ),
      },
    },
    async (request, reply) => {
      const { warehouse, record } = await loadParcel(request.user, request.params);
      const parcel = presentParcel(record, warehouse, new Date());
      const pdf = await parcelLabelsPdf([parcel], request.query.size ?? warehouse.label_size);
      return sendPdf(reply, pdf, `parcel-${parcel.parcel_id}.pdf`);
    },
  );

  app.get<{ Params: WarehouseParams; Querystring: { ids?: number[]; size?: ParcelLabelSize } }>(
    apiPaths.parcels.labels,
    {
      onRequest: guard,
      schema: {
        operationId: 'parcelLabels',
        summary: 'The labels of several parcels of the warehouse as one PDF, one a page',
        tags,
        security,
        params: warehouseParams,
        querystring: parcelLabelsQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponses('One label a page, in the order the ids were sent.'),
      },
    },
    async (request, reply) => {
      const merchantId = request.user.mid;
      const warehouse = await loadWarehouseRow(
        app,
        warehouseScopeOf(request.user),
        request.params.warehouseId,
      );
      const ids = request.query.ids ?? [];
      if (ids.length === 0) throw fieldError('ids', PARCEL_LABEL_IDS_MESSAGE);
      const now = new Date();
      const labelled: Parcel[] = [];
      for (const id of new Set(ids)) {
        const record = await parcels.find(merchantId, warehouse.id, id);
        // Another warehouse's or company's parcel is as unknown as one that does not exist.
        if (!record) throw new AppError(404, 'NOT_FOUND', `${PARCEL_NOT_FOUND}: ${id}.`);
        labelled.push(presentParcel(record, warehouse, now));
      }
      const pdf = await parcelLabelsPdf(labelled, request.query.size ?? warehouse.label_size);
      return sendPdf(reply, pdf, `parcels-${labelled.length}.pdf`);
    },
  );

  app.get<{ Params: WarehouseParams; Querystring: { from?: string; to?: string } }>(
    apiPaths.warehouses.shelfLabels,
    {
      onRequest: guard,
      schema: {
        operationId: 'shelfLabels',
        summary: 'Labels for a range of shelf locations (A-01-01 to A-03-10), 24 an A4 sheet',
        tags,
        security,
        params: warehouseParams,
        querystring: shelfLabelsQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponses(
          'A4 sheets of 3 × 8 labels: Code 128 of each location and its name.',
        ),
      },
    },
    async (request, reply) => {
      const warehouse = await loadWarehouseRow(
        app,
        warehouseScopeOf(request.user),
        request.params.warehouseId,
      );
      const { from, to } = request.query;
      if (!from) throw fieldError('from', SHELF_FROM_REQUIRED);
      const range = shelfRange(from, to || from);
      if (!range.ok) throw fieldError('from', SHELF_RANGE_MESSAGES[range.problem]);
      const pdf = await shelfLabelsPdf(range.locations, warehouse.warehouse_name);
      return sendPdf(reply, pdf, `shelves-${range.locations[0]}.pdf`);
    },
  );

  // The spec's app also reads a parcel with POST on its address; it answers the same as GET.
  app.post<{ Params: ParcelParams; Reply: ItemResponse<Parcel> }>(
    apiPaths.parcels.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'getParcelByPost',
        summary: 'One parcel (same as GET)',
        tags,
        security,
        params: parcelParams,
        response: oneParcelResponses,
      },
    },
    getParcel,
  );

  app.post<{ Params: WarehouseParams; Body: ParcelCreateRequest; Reply: ItemResponse<Parcel> }>(
    apiPaths.parcels.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'receiveParcel',
        summary: 'Receive a parcel into the warehouse',
        tags,
        security,
        params: warehouseParams,
        body: parcelCreateSchema,
        response: {
          201: { ...parcelResponse, description: 'The parcel, received.' },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const merchantId = request.user.mid;
      const { body } = request;
      const warehouse = await loadWarehouseRow(
        app,
        warehouseScopeOf(request.user),
        request.params.warehouseId,
      );
      const line = await parcels.findWarehouseLine(merchantId, warehouse.id, {
        routeCode: body.shipping_route_code.trim(),
      });
      if (!line) {
        throw fieldError(
          'shipping_route_code',
          'shipping_route_code must be the route code of a shipping line of this warehouse.',
        );
      }
      const refusal = lineRefusalMessage(line);
      if (refusal !== null) throw fieldError('shipping_route_code', refusal);
      const problem = problemOrFail(newParcelProblem(body));
      const values = receivedParcelValues(body, line.id, problem);
      // The index only sees unconfirmed parcels; this read also finds a confirmed duplicate.
      if (
        !values.confirmed_duplicate &&
        (await parcels.trackingIdTaken(merchantId, warehouse.id, values.tracking_id))
      ) {
        throw duplicateTrackingId();
      }
      const record = await uniqueTrackingId(() => parcels.create(merchantId, warehouse.id, values));
      return reply.code(201).send({ data: presentParcel(record, warehouse, new Date()) });
    },
  );

  app.patch<{ Params: ParcelParams; Body: ParcelUpdateRequest; Reply: ItemResponse<Parcel> }>(
    apiPaths.parcels.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateParcel',
        summary: 'Change a parcel (only the fields sent)',
        tags,
        security,
        params: parcelParams,
        body: parcelUpdateSchema,
        response: {
          200: { ...parcelResponse, description: 'The parcel, changed.' },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const { body } = request;
      const { warehouse, record } = await loadParcel(request.user, request.params);
      if (Object.keys(body).length === 0) {
        throw validationFailed('Send at least one field to change.');
      }
      if (
        body.warehouse_name !== undefined &&
        body.warehouse_name.trim().toLowerCase() !== warehouse.warehouse_name.toLowerCase()
      ) {
        throw fieldError('warehouse_name', 'A parcel cannot be moved to another warehouse here.');
      }
      const problem = touchesParcelProblem(body)
        ? problemOrFail(resolveParcelProblem(storedProblem(record), body))
        : null;
      const values = changedParcelValues(body, problem);
      if (body.shipping_line !== undefined) {
        const wanted = body.shipping_line.trim();
        const line = await parcels.findWarehouseLine(
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
      refuseHeldFields(record, values);
      if (
        values.tracking_id !== undefined &&
        values.tracking_id.toUpperCase() !== record.parcel.tracking_id.toUpperCase()
      ) {
        if (
          await parcels.trackingIdTaken(
            merchantId,
            warehouse.id,
            values.tracking_id,
            record.parcel.id,
          )
        ) {
          throw duplicateTrackingId();
        }
        // A confirmation was for the old tracking id; the new one must be unique.
        values.confirmed_duplicate = false;
      }
      const updated = await uniqueTrackingId(() =>
        parcels.update(merchantId, warehouse.id, record.parcel.id, values),
      );
      if (updated === null) {
        // The write re-checks the hold: an order or return that took the parcel since it was
        // read refuses the status as above; a parcel gone meanwhile is a 404.
        const now = foundOr404(
          await parcels.find(merchantId, warehouse.id, record.parcel.id),
          PARCEL_NOT_FOUND,
        );
        refuseHeldFields(now, values);
        throw new AppError(
          409,
          'CONFLICT',
          'The parcel changed meanwhile; reload it and try again.',
        );
      }
      return { data: presentParcel(updated, warehouse, new Date()) };
    },
  );
}
