import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  isUuid,
  PACKAGE_PHOTO_MAX_BYTES,
  PACKAGE_PHOTOS_MAX,
  RETURN_MESSAGES,
  returnAllows,
  returnListFilter,
  returnListQuerySchema,
  returnPackageOf,
  returnPackageSchema,
  returnStatusesAllowing,
  returnUpdateSchema,
} from '@jiyun/domain';
import type {
  ItemResponse,
  ListResponse,
  ReturnAction,
  ReturnListItem,
  ReturnListQuery,
  ReturnOrder,
  ReturnPackage,
  ReturnReceiverPatch,
} from '@jiyun/domain';
import { releaseFiles } from '../../files/release.js';
import { AppError, NOT_A_JSON_OBJECT, validationFailed } from '../../http/app-error.js';
import { readMultipartForm, validateFields } from '../../http/multipart-form.js';
import { fieldError, foundOr404, pathParams } from '../../http/params.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { returnListResponse, returnResponse } from '../../http/schemas/returns.js';
import { SECURITY } from '../../http/schemas/security.js';
import type { ReturnRecord, ReturnWrite } from '../../repositories/returns.js';
import { presentReturn, presentReturnListItem } from './present.js';

type ReturnParams = { returnId: string };

const returnParams = pathParams('returnId');

/** The text fields of the packing form besides `status`. */
const PACKING_FIELDS = new Set(['weight', 'length', 'width', 'height', 'total_price']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function conflict(message: string): AppError {
  return new AppError(409, 'CONFLICT', message);
}

/** A write's refusal as the answer: 404 for another company's return, 409 for the status. */
function written<T>(result: ReturnWrite<T>): T {
  if (result.ok) return result.value;
  switch (result.refusal) {
    case 'not_found':
      throw new AppError(404, 'NOT_FOUND', RETURN_MESSAGES.notFound);
    case 'parcel_taken':
      throw conflict(RETURN_MESSAGES.parcelTaken);
    case 'parcel_not_stored':
      throw conflict(RETURN_MESSAGES.parcelNotStored);
    case 'not_allowed':
      throw conflict(RETURN_MESSAGES.notAllowed);
  }
}

function refuseUnless(record: ReturnRecord, action: ReturnAction): void {
  if (!returnAllows(record.row.status, action)) throw conflict(RETURN_MESSAGES.notAllowed);
}

/** Return orders of the company (spec 7, ADR 0061): list, detail, receiver, packing, tracking, cancel. */
export default async function returnRoutes(app: FastifyInstance) {
  const { returns } = app.repositories;
  const guard = [app.authenticate, app.requirePermission('orders')];
  const tags = ['returns'];
  const security = SECURITY.bearer;

  // An id that is no uuid names no return: 404 like another company's, never a 400 that would
  // tell the two apart.
  async function load(merchantId: string, returnId: string): Promise<ReturnRecord> {
    const record = isUuid(returnId) ? await returns.find(merchantId, returnId.toLowerCase()) : null;
    return foundOr404(record, RETURN_MESSAGES.notFound);
  }

  async function detail(merchantId: string, returnId: string): Promise<ItemResponse<ReturnOrder>> {
    return { data: presentReturn(await load(merchantId, returnId)) };
  }

  app.get<{ Querystring: ReturnListQuery; Reply: ListResponse<ReturnListItem> }>(
    apiPaths.returns.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'listReturns',
        summary: 'A page of return orders, newest first',
        tags,
        security,
        querystring: returnListQuerySchema,
        response: { 200: returnListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const filter = returnListFilter(request.query);
      if (!filter.ok) throw fieldError(filter.failure.field, filter.failure.message);
      const page = await returns.list(request.user.mid, filter.filter);
      return { data: page.rows.map(presentReturnListItem), results: page.total };
    },
  );

  app.get<{ Params: ReturnParams; Reply: ItemResponse<ReturnOrder> }>(
    apiPaths.returns.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'getReturn',
        summary: 'One return order with its customer, parcel, photos and payments',
        tags,
        security,
        params: returnParams,
        response: { 200: returnResponse, ...errorResponses(401, 403, 404) },
      },
    },
    (request) => detail(request.user.mid, request.params.returnId),
  );

  /** Packs (unpacked) or repacks (packed): multipart measures, the total price and photos. */
  async function pack(request: FastifyRequest, record: ReturnRecord): Promise<void> {
    const merchantId = record.row.merchant_id;
    const form = await readMultipartForm(request, {
      imageField: 'package_photo',
      imageMaxBytes: PACKAGE_PHOTO_MAX_BYTES,
      imageTooLarge: RETURN_MESSAGES.photoTooLarge,
      imageWrongType: RETURN_MESSAGES.photoType,
      imagesMax: PACKAGE_PHOTOS_MAX,
      tooManyImages: RETURN_MESSAGES.tooManyPhotos,
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
    const read = returnPackageOf(text);
    if (!read.ok) throw fieldError(read.field, read.message);
    const info = validateFields<ReturnPackage>(returnPackageSchema.strict(), read.value);
    // Photos are optional (A51): the spec limits their type and size, not their number. A repack
    // replaces them, with none when none is sent.
    const action: ReturnAction = record.row.status === 'packed' ? 'repack' : 'pack';
    refuseUnless(record, action);
    const photoKeys: string[] = [];
    let packed: Awaited<ReturnType<typeof returns.pack>> | undefined;
    try {
      for (const image of form.images) {
        photoKeys.push(await app.storage.put(image.content, image.contentType, merchantId));
      }
      packed = await returns.pack(
        merchantId,
        record.row.id,
        {
          weight: info.weight,
          length: info.length,
          width: info.width,
          height: info.height,
          totalPriceCents: Math.round(info.total_price * 100),
          photoKeys,
        },
        returnStatusesAllowing(action),
        new Date(),
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

  app.patch<{ Params: ReturnParams; Reply: ItemResponse<ReturnOrder> }>(
    apiPaths.returns.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateReturn',
        summary: 'Change the receiver, save the tracking number, or pack the return',
        description:
          'JSON: the receiver fields that changed (unpacked to shipped), or `{tracking_number, status: "shipped"}` (paid or shipped; the parcel becomes returned). Multipart: `weight`, `length`, `width`, `height`, `total_price` (CAD), `status=packed` and `package_photo` (repeated, JPG/PNG ≤ 4 MB) pack an unpacked return or repack a packed one.',
        tags,
        security,
        params: returnParams,
        consumes: ['application/json', 'multipart/form-data'],
        bodyVariants: [returnUpdateSchema, returnPackageSchema],
        response: {
          200: { ...returnResponse, description: 'The return order, changed.' },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const record = await load(merchantId, request.params.returnId);
      if (request.isMultipart()) {
        await pack(request, record);
        return detail(merchantId, record.row.id);
      }
      const body: unknown = request.body;
      if (!isPlainObject(body)) throw validationFailed(NOT_A_JSON_OBJECT);
      const patch = validateFields<ReturnReceiverPatch & { tracking_number?: string }>(
        returnUpdateSchema,
        body,
      );
      const now = new Date();
      if (patch.tracking_number !== undefined) {
        refuseUnless(record, 'edit_tracking');
        const tracking = patch.tracking_number.trim();
        if (tracking === record.row.tracking_number && record.row.status === 'shipped') {
          throw validationFailed(RETURN_MESSAGES.trackingUnchanged, [
            { field: 'tracking_number', message: RETURN_MESSAGES.trackingUnchanged },
          ]);
        }
        written(
          await returns.ship(
            merchantId,
            record.row.id,
            tracking,
            returnStatusesAllowing('edit_tracking'),
            now,
          ),
        );
        return detail(merchantId, record.row.id);
      }
      const change: ReturnReceiverPatch = {};
      for (const field of ['receiver_name', 'receiver_phone', 'receiver_address'] as const) {
        const value = patch[field]?.trim();
        if (value !== undefined && value !== record.row[field]) change[field] = value;
      }
      if (Object.keys(change).length === 0) throw validationFailed(RETURN_MESSAGES.nothingChanged);
      refuseUnless(record, 'edit_receiver');
      written(
        await returns.updateReceiver(
          merchantId,
          record.row.id,
          change,
          returnStatusesAllowing('edit_receiver'),
          now,
        ),
      );
      return detail(merchantId, record.row.id);
    },
  );

  app.patch<{ Params: ReturnParams; Reply: ItemResponse<ReturnOrder> }>(
    apiPaths.returns.cancel,
    {
      onRequest: guard,
      schema: {
        operationId: 'cancelReturn',
        summary: 'Cancel an unpacked or packed return (irreversible)',
        description: 'The parcel goes back in stock (stored) on the shelf it was taken from.',
        tags,
        security,
        params: returnParams,
        response: {
          200: { ...returnResponse, description: 'The return order, cancelled.' },
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const record = await load(merchantId, request.params.returnId);
      refuseUnless(record, 'cancel');
      written(
        await returns.cancel(
          merchantId,
          record.row.id,
          returnStatusesAllowing('cancel'),
          new Date(),
        ),
      );
      return detail(merchantId, record.row.id);
    },
  );
}
