import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  checkPriceSchema,
  CSV_BOM,
  hasPackageLabel,
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_MESSAGES,
  orderDocumentsQuerySchema,
  ORDER_CSV_FILE_NAME,
  orderCsvHeader,
  orderCsvLine,
  orderExportQuerySchema,
  isUuid,
  ORDER_MESSAGES,
  orderAllows,
  orderListFilter,
  orderListQuerySchema,
  orderUpdateSchema,
  PACKAGE_PHOTO_MAX_BYTES,
  PACKAGE_PHOTOS_MAX,
  packageInfoOf,
  packageInfoSchema,
  parcelStatusAfterCancel,
  parseNumericId,
  statusesAllowing,
} from '@jiyun/domain';
import type {
  CheckPriceRequest,
  ItemResponse,
  ListResponse,
  Order,
  OrderAction,
  OrderDocumentKind,
  OrderExportQuery,
  OrderListItem,
  OrderListQuery,
  OrderParcel,
  OrderReceiverPatch,
  PackageMeasures,
  PackageInfo,
  PriceQuote,
} from '@jiyun/domain';
import { orderDocumentsPdf, type OrderWithParcels } from '../../documents/order-documents.js';
import { releaseFiles } from '../../files/release.js';
import { AppError, NOT_A_JSON_OBJECT, validationFailed } from '../../http/app-error.js';
import { readMultipartForm, validateFields } from '../../http/multipart-form.js';
import { fieldError, foundOr404, pathParams } from '../../http/params.js';
import { pdfResponses, sendPdf } from '../../http/pdf-reply.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import {
  orderListResponse,
  orderParcelsResponse,
  orderResponse,
  priceQuoteResponse,
} from '../../http/schemas/orders.js';
import { SECURITY } from '../../http/schemas/security.js';
import type { OrderRecord, OrderRow, OrderWrite } from '../../repositories/orders.js';
import { presentListItem, presentOrder, presentOrderParcel } from './present.js';
import { packValuesOf, quoteOrder } from './quote-order.js';

type OrderParams = { orderId: string };
type OrderParcelParams = { orderId: string; parcelId: string };

const orderParams = pathParams('orderId');
const orderParcelParams = pathParams('orderId', 'parcelId');

function conflict(message: string): AppError {
  return new AppError(409, 'CONFLICT', message);
}

/** Rows per read of the CSV export: memory stays flat whatever the list's size. */
const EXPORT_BATCH = 500;

/** The text fields of the packing form besides `status`. */
const PACKING_FIELDS = new Set(['weight', 'length', 'width', 'height', 'additional_fees']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A write's refusal as the answer: 404 for another company's order, 409 for the status. */
function written<T>(result: OrderWrite<T>): T {
  if (result.ok) return result.value;
  switch (result.refusal) {
    case 'not_found':
      throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.notFound);
    case 'parcel_not_found':
      throw new AppError(404, 'NOT_FOUND', ORDER_MESSAGES.parcelNotFound);
    case 'last_parcel':
      throw conflict(ORDER_MESSAGES.lastParcel);
    case 'not_allowed':
      throw conflict(ORDER_MESSAGES.notAllowed);
  }
}

function refuseUnless(record: OrderRecord, action: OrderAction): void {
  if (!orderAllows(record.order.status, action)) throw conflict(ORDER_MESSAGES.notAllowed);
}

/** Orders of the company (spec 7): list, detail, receiver, packing, quote, tracking, cancel, A5. */
export default async function orderRoutes(app: FastifyInstance) {
  const { orders } = app.repositories;
  const guard = [app.authenticate, app.requirePermission('orders')];
  const tags = ['orders'];
  const security = SECURITY.bearer;

  // An id that is no uuid names no order: 404 like another company's order, never a 400 that
  // would tell the two apart.
  async function load(merchantId: string, orderId: string): Promise<OrderRecord> {
    const record = isUuid(orderId) ? await orders.find(merchantId, orderId.toLowerCase()) : null;
    return foundOr404(record, ORDER_MESSAGES.notFound);
  }

  async function detail(merchantId: string, orderId: string): Promise<ItemResponse<Order>> {
    return { data: presentOrder(await load(merchantId, orderId)) };
  }

  app.get<{ Querystring: OrderListQuery; Reply: ListResponse<OrderListItem> }>(
    apiPaths.orders.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'listOrders',
        summary: 'A page of orders, newest first',
        tags,
        security,
        querystring: orderListQuerySchema,
        response: { 200: orderListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const filter = orderListFilter(request.query);
      if (!filter.ok) throw fieldError(filter.failure.field, filter.failure.message);
      const page = await orders.list(request.user.mid, filter.filter);
      return { data: page.rows.map(presentListItem), results: page.total };
    },
  );

  app.get<{ Querystring: OrderExportQuery }>(
    apiPaths.orders.export,
    {
      onRequest: guard,
      schema: {
        operationId: 'exportOrders',
        summary: 'The filtered list, or the selected orders, as export.csv (UTF-8 with BOM)',
        tags,
        security,
        querystring: orderExportQuerySchema,
        produces: ['text/csv'],
        response: {
          200: {
            description: 'export.csv, streamed: a header of the row keys, then one row per order.',
            content: { 'text/csv': { schema: { type: 'string' } } },
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      const { ids, ...filters } = request.query;
      const filter = orderListFilter({ ...filters, page: 1, take: EXPORT_BATCH });
      if (!filter.ok) throw fieldError(filter.failure.field, filter.failure.message);
      const listFilter = filter.filter;
      const merchantId = request.user.mid;
      const selected =
        ids === undefined || ids.length === 0 ? null : ids.map((id) => id.toLowerCase());
      async function* lines() {
        yield CSV_BOM + orderCsvHeader();
        let after: OrderRow | null = null;
        for (;;) {
          const rows: OrderRow[] = await orders.exportBatch(
            merchantId,
            listFilter,
            selected,
            after,
            EXPORT_BATCH,
          );
          if (rows.length > 0) yield rows.map((row) => orderCsvLine(presentListItem(row))).join('');
          if (rows.length < EXPORT_BATCH) return;
          after = rows[rows.length - 1] ?? null;
        }
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ORDER_CSV_FILE_NAME}"`)
        .send(Readable.from(lines()));
    },
  );

  app.get<{ Params: OrderParams; Reply: ItemResponse<Order> }>(
    apiPaths.orders.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'getOrder',
        summary: 'One order with its customer, line, fees, photos, payments and timeline',
        tags,
        security,
        params: orderParams,
        response: { 200: orderResponse, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => detail(request.user.mid, request.params.orderId),
  );

  app.get<{ Params: OrderParams; Reply: { data: OrderParcel[] } }>(
    apiPaths.orders.parcels,
    {
      onRequest: guard,
      schema: {
        operationId: 'listOrderParcels',
        summary: "The order's parcels",
        tags,
        security,
        params: orderParams,
        response: { 200: orderParcelsResponse, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const record = await load(request.user.mid, request.params.orderId);
      return { data: (await orders.parcels(record.order.id)).map(presentOrderParcel) };
    },
  );

  /** The order as the documents print it, with the parcels it holds now. */
  async function withParcels(record: OrderRecord): Promise<OrderWithParcels> {
    const parcels = (await orders.parcels(record.order.id)).map(presentOrderParcel);
    return { order: presentOrder(record), parcels: parcels.filter((parcel) => !parcel.removed) };
  }

  function documentKindOr404(kind: string): OrderDocumentKind {
    const known = ORDER_DOCUMENT_KINDS.find((one) => one === kind);
    if (!known) throw new AppError(404, 'NOT_FOUND', `No order document ${kind}.`);
    return known;
  }

  function checkPrintable(kind: OrderDocumentKind, order: Order): void {
    if (kind === 'package-label' && !hasPackageLabel(order.status)) {
      throw new AppError(
        409,
        'CONFLICT',
        `${ORDER_DOCUMENT_MESSAGES.notPacked} (${order.orderNo})`,
      );
    }
  }

  const documentParams = pathParams('orderId', 'kind');
  app.get<{ Params: { orderId: string; kind: string } }>(
    apiPaths.orders.document,
    {
      onRequest: guard,
      schema: {
        operationId: 'orderDocument',
        summary: "The order's pick list (A4, parcels by shelf) or package label (100 × 150 mm)",
        tags,
        security,
        params: documentParams,
        produces: ['application/pdf'],
        response: pdfResponses(
          'The document as a PDF; the package label once the order is packed (409 before).',
        ),
      },
    },
    async (request, reply) => {
      const kind = documentKindOr404(request.params.kind);
      const one = await withParcels(await load(request.user.mid, request.params.orderId));
      checkPrintable(kind, one.order);
      const pdf = await orderDocumentsPdf(kind, [one]);
      return sendPdf(reply, pdf, `${kind}-${one.order.orderNo}.pdf`);
    },
  );

  app.get<{ Querystring: { kind: OrderDocumentKind; ids: string[] } }>(
    apiPaths.orders.documents,
    {
      onRequest: guard,
      schema: {
        operationId: 'orderDocuments',
        summary: 'The pick lists or package labels of the selected orders as one PDF',
        tags,
        security,
        querystring: orderDocumentsQuerySchema,
        produces: ['application/pdf'],
        response: pdfResponses('One document after another, in the order the ids were sent.'),
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      const selected: OrderWithParcels[] = [];
      for (const id of new Set(request.query.ids.map((one) => one.toLowerCase()))) {
        const one = await withParcels(await load(request.user.mid, id));
        checkPrintable(kind, one.order);
        selected.push(one);
      }
      const pdf = await orderDocumentsPdf(kind, selected);
      return sendPdf(reply, pdf, `${kind}s-${selected.length}.pdf`);
    },
  );

  app.post<{ Params: OrderParams; Body: CheckPriceRequest; Reply: ItemResponse<PriceQuote> }>(
    apiPaths.orders.checkPrice,
    {
      onRequest: guard,
      schema: {
        operationId: 'checkOrderPrice',
        summary: "The quote for the order's package (measures left out are the order's own)",
        tags,
        security,
        params: orderParams,
        body: checkPriceSchema,
        response: { 200: priceQuoteResponse, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const record = await load(request.user.mid, request.params.orderId);
      refuseUnless(record, 'check_price');
      const body = request.body ?? {};
      const { order } = record;
      const weight = body.weight ?? order.weight;
      const length = body.length ?? order.length;
      const width = body.width ?? order.width;
      const height = body.height ?? order.height;
      for (const [field, value] of Object.entries({ weight, length, width, height })) {
        if (value === null) throw fieldError(field, `${field} is required.`);
      }
      const measures = { weight, length, width, height } as PackageMeasures;
      const fees =
        body.additional_fees ?? record.fees.map((fee) => ({ title: fee.title, price: fee.price }));
      const { quote } = await quoteOrder(
        app.repositories,
        record.order,
        measures,
        fees,
        new Date(),
      );
      return { data: quote };
    },
  );

  /** Packs (unpacked) or repacks (packed): multipart measures, fees as JSON text, photos. */
  async function pack(request: FastifyRequest, record: OrderRecord): Promise<void> {
    const merchantId = record.order.merchant_id;
    const form = await readMultipartForm(request, {
      imageField: 'package_photo',
      imageMaxBytes: PACKAGE_PHOTO_MAX_BYTES,
      imageTooLarge: ORDER_MESSAGES.photoTooLarge,
      imageWrongType: ORDER_MESSAGES.photoType,
      imagesMax: PACKAGE_PHOTOS_MAX,
      tooManyImages: ORDER_MESSAGES.tooManyPhotos,
      listFields: {},
    });
    const { status, ...rest } = form.fields;
    if (status !== 'packed') throw fieldError('status', 'status must be packed.');
    const text: Record<string, string> = {};
    for (const [name, value] of Object.entries(rest)) {
      if (!PACKING_FIELDS.has(name)) throw fieldError(name, `Unknown field: ${name}.`);
      if (typeof value !== 'string') throw fieldError(name, `${name} was sent more than once.`);
      text[name] = value;
    }
    const read = packageInfoOf(text);
    if (!read.ok) throw fieldError(read.field, read.message);
    const info = validateFields<PackageInfo>(packageInfoSchema.strict(), read.value);
    // Repacking clears the photos (spec 4): the new package needs its own.
    if (form.images.length === 0) throw fieldError('package_photo', ORDER_MESSAGES.photosRequired);
    const action: OrderAction = record.order.status === 'packed' ? 'repack' : 'pack';
    refuseUnless(record, action);
    const now = new Date();
    const quoted = await quoteOrder(
      app.repositories,
      record.order,
      info,
      info.additional_fees,
      now,
    );
    const photoKeys: string[] = [];
    let packed: Awaited<ReturnType<typeof orders.pack>> | undefined;
    try {
      for (const image of form.images) {
        photoKeys.push(await app.storage.put(image.content, image.contentType, merchantId));
      }
      packed = await orders.pack(
        merchantId,
        record.order.id,
        packValuesOf(info, info.additional_fees, photoKeys, quoted),
        statusesAllowing(action),
        now,
      );
    } finally {
      // Files go only once the transaction has decided (ADR 0060): the photos of a refused or
      // failed pack, and those a repack replaced; whatever a row still names stays.
      await releaseFiles(app, [
        ...photoKeys,
        ...(packed?.ok ? packed.value.replacedPhotoKeys : []),
      ]);
    }
    written(packed);
  }

  app.patch<{ Params: OrderParams; Reply: ItemResponse<Order> }>(
    apiPaths.orders.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateOrder',
        summary: 'Change the receiver, save the tracking number, or pack the order',
        description:
          'JSON: the receiver fields that changed (unpacked to shipped), or `{tracking_number, status: "shipped"}` (paid or shipped). Multipart: `weight`, `length`, `width`, `height`, `status=packed`, `additional_fees` (JSON text) and `package_photo` (repeated, JPG/PNG ≤ 4 MB) pack an unpacked order or repack a packed one.',
        tags,
        security,
        params: orderParams,
        consumes: ['application/json', 'multipart/form-data'],
        bodyVariants: [orderUpdateSchema, packageInfoSchema],
        response: {
          200: { ...orderResponse, description: 'The order, changed.' },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 503),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const record = await load(merchantId, request.params.orderId);
      if (request.isMultipart()) {
        await pack(request, record);
        return detail(merchantId, record.order.id);
      }
      const body: unknown = request.body;
      if (!isPlainObject(body)) throw validationFailed(NOT_A_JSON_OBJECT);
      const patch = validateFields<OrderReceiverPatch & { tracking_number?: string }>(
        orderUpdateSchema,
        body,
      );
      const now = new Date();
      if (patch.tracking_number !== undefined) {
        refuseUnless(record, 'edit_tracking');
        const tracking = patch.tracking_number.trim();
        if (tracking === record.order.tracking_number && record.order.status === 'shipped') {
          throw validationFailed(ORDER_MESSAGES.trackingUnchanged, [
            { field: 'tracking_number', message: ORDER_MESSAGES.trackingUnchanged },
          ]);
        }
        written(
          await orders.ship(
            merchantId,
            record.order.id,
            tracking,
            statusesAllowing('edit_tracking'),
            now,
          ),
        );
        return detail(merchantId, record.order.id);
      }
      const change: OrderReceiverPatch = {};
      for (const field of ['receiver_name', 'receiver_phone', 'receiver_address'] as const) {
        const value = patch[field]?.trim();
        if (value !== undefined && value !== record.order[field]) change[field] = value;
      }
      if (Object.keys(change).length === 0) throw validationFailed(ORDER_MESSAGES.nothingChanged);
      refuseUnless(record, 'edit_receiver');
      written(
        await orders.updateReceiver(
          merchantId,
          record.order.id,
          change,
          statusesAllowing('edit_receiver'),
          now,
        ),
      );
      return detail(merchantId, record.order.id);
    },
  );

  app.patch<{ Params: OrderParams; Reply: ItemResponse<Order> }>(
    apiPaths.orders.cancel,
    {
      onRequest: guard,
      schema: {
        operationId: 'cancelOrder',
        summary: 'Cancel an unpacked or packed order (irreversible)',
        description:
          "An unpacked order's parcels go back in stock on their original shelves; a packed order's parcels become restored.",
        tags,
        security,
        params: orderParams,
        response: {
          200: { ...orderResponse, description: 'The order, cancelled.' },
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const record = await load(merchantId, request.params.orderId);
      refuseUnless(record, 'cancel');
      written(
        await orders.cancel(
          merchantId,
          record.order.id,
          statusesAllowing('cancel'),
          parcelStatusAfterCancel,
          new Date(),
        ),
      );
      return detail(merchantId, record.order.id);
    },
  );

  app.patch<{ Params: OrderParcelParams; Reply: { data: OrderParcel[] } }>(
    apiPaths.orders.returnParcel,
    {
      onRequest: guard,
      schema: {
        operationId: 'returnOrderParcel',
        summary: 'Take a parcel out of an unpacked order, back in stock on its shelf (A5)',
        tags,
        security,
        params: orderParcelParams,
        response: {
          200: { ...orderParcelsResponse, description: "The order's parcels after the return." },
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const record = await load(merchantId, request.params.orderId);
      const parcelId = foundOr404(
        parseNumericId(request.params.parcelId),
        ORDER_MESSAGES.parcelNotFound,
      );
      refuseUnless(record, 'return_parcel');
      written(
        await orders.returnParcel(
          merchantId,
          record.order.id,
          parcelId,
          statusesAllowing('return_parcel'),
          new Date(),
        ),
      );
      return { data: (await orders.parcels(record.order.id)).map(presentOrderParcel) };
    },
  );
}
