import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  apiPaths,
  DEPOSIT_NOT_FOUND,
  depositDue,
  displayInformationSchema,
  pricingEffectiveFrom,
  routeCode,
  sectionEditRefusal,
  shippingLineDraftSchema,
  shippingLinePatchSchemas,
  shippingLinePatchSection,
  statusActionRefusal,
  statusAfterAction,
  UNKNOWN_PATCH_SECTION,
} from '@jiyun/domain';
import type {
  ItemResponse,
  ShippingLineDetail,
  ShippingLineDisplayPatchFields,
  ShippingLineDraft,
  ShippingLineListItem,
  ShippingLinePatch,
  ShippingLinePatchSection,
} from '@jiyun/domain';
import { writeWithFile } from '../../files/release.js';
import { AppError, NOT_A_JSON_OBJECT, validationFailed } from '../../http/app-error.js';
import { fieldError, foundOr404, pathParams, uuidOr404 } from '../../http/params.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import {
  shippingLineListResponse,
  shippingLineResponse,
} from '../../http/schemas/shipping-lines.js';
import { isPlainObject } from '../../http/yup-validation.js';
import type { PriceValues, ShippingLineRecord } from '../../repositories/shipping-lines.js';
import type { PricingKind } from '../../db/schema.js';
import { readWarehouseForm, validateFields } from '../warehouses/warehouse-form.js';
import type { UploadedImage } from '../warehouses/warehouse-form.js';
import {
  coverageValues,
  coveredCitiesOfRows,
  coveredCitiesOfValues,
  exceptionPriceValues,
  globalPriceValues,
  samePrices,
} from './line-values.js';
import { presentDeposit, presentDetail, presentListItem, versionsOf } from './present.js';

export const SHIPPING_LINE_NOT_FOUND = 'Shipping line not found';

const lineParams = pathParams('shippingLineId');

function conflict(message: string, field?: string): AppError {
  return new AppError(409, 'CONFLICT', message, field ? [{ field, message }] : undefined);
}

function routeTakenMessage(code: string): string {
  return `This warehouse already has a shipping line for the route ${code}.`;
}

const LINE_PART_MESSAGE = 'line must be the draft as a JSON object.';

const CREATE_DESCRIPTION = [
  "The wizard's draft as JSON, or as multipart/form-data: the same draft as JSON in the text field",
  "`line` and the line's picture as the file `image` (JPG or PNG, at most 4 MB; A49).",
].join(' ');

const PATCH_DESCRIPTION = [
  'One section at a time (decisions A24), as JSON:',
  '- status: `{ field: "status", payload: { status: "suspend" | "reactivate" | "delete" } }` — a transition the status menu does not offer answers 409;',
  '- route: `{ field: "basicInfo", part: "routeInformation", payload: { min_working_days, min_days_unit, max_working_days, max_days_unit } }`;',
  '- warehouse: `{ field: "basicInfo", part: "warehouseInformation", payload: { warehouse_id } }`;',
  '- global pricing: `{ field: "pricingInfo", part: "globalPricingInfomation", payload: { base_price, unit, additional_weight_price, per_unit, volumetric_divisor } }`;',
  '- exception cities: `{ field: "pricingInfo", part: "exceptionPricingInformation", payload: { exception_arr: [...] } }`;',
  '- size: `{ field: "parcelInfo", payload: { min_weight, max_weight, max_volume, max_volume_unit, max_single_length, max_single_length_unit, max_sum_three_side, max_sum_three_side_unit } }`.',
  'Display information is multipart/form-data: `field=basicInfo`, `part=displayInformation`, `name` and/or the file `image` (JPG or PNG, at most 4 MB).',
  'A pricing change takes effect 30 days after it is saved and replaces the pending one (A25). Sections of a pending or deleted line answer 409.',
].join('\n');

/** Shipping lines: the cards, one line, the wizard's create and the section edits (A24). */
export default async function shippingLineRoutes(app: FastifyInstance) {
  const { shippingLines } = app.repositories;
  // onRequest, so a team member without the permission hears 403 before any body is read.
  const guard = [app.authenticate, app.requirePermission('shipping_lines')];
  const security = SECURITY.bearer;
  const tags = ['shipping-lines'];

  async function load(merchantId: string, rawId: string): Promise<ShippingLineRecord> {
    const id = uuidOr404(rawId, SHIPPING_LINE_NOT_FOUND);
    return foundOr404(await shippingLines.find(merchantId, id), SHIPPING_LINE_NOT_FOUND);
  }

  async function detail(merchantId: string, id: string): Promise<ShippingLineDetail> {
    return presentDetail(await load(merchantId, id), new Date());
  }

  /** A warehouse of the merchant that is active, or a 400 naming `field`. */
  async function activeWarehouse(merchantId: string, warehouseId: string, field: string) {
    const warehouse = await shippingLines.warehouse(merchantId, warehouseId);
    if (!warehouse) throw fieldError(field, `${field} must name one of your warehouses.`);
    if (warehouse.status !== 'active') {
      throw fieldError(
        field,
        `${field}: the warehouse ${warehouse.warehouse_name} is not active; choose an active warehouse.`,
      );
    }
    return warehouse;
  }

  app.get<{ Reply: { data: ShippingLineListItem[] } }>(
    apiPaths.shippingLines.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'listShippingLines',
        summary: "The company's shipping lines",
        tags,
        security,
        response: { 200: shippingLineListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      data: (await shippingLines.list(request.user.mid)).map(presentListItem),
    }),
  );

  app.get<{ Params: { shippingLineId: string }; Reply: ItemResponse<ShippingLineDetail> }>(
    apiPaths.shippingLines.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'getShippingLine',
        summary: 'One shipping line',
        tags,
        security,
        params: lineParams,
        response: { 200: shippingLineResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ data: await detail(request.user.mid, request.params.shippingLineId) }),
  );

  /**
   * The wizard's submission: the draft as JSON, or as multipart/form-data with the same draft in
   * the text field `line` and the line's picture as the file `image` (A49).
   */
  async function readDraft(
    request: FastifyRequest,
  ): Promise<{ draft: ShippingLineDraft; image: UploadedImage | null }> {
    if (!request.isMultipart()) {
      const body: unknown = request.body;
      if (!isPlainObject(body)) throw validationFailed(NOT_A_JSON_OBJECT);
      return {
        draft: validateFields<ShippingLineDraft>(shippingLineDraftSchema, body),
        image: null,
      };
    }
    const form = await readWarehouseForm(request);
    const unknown = Object.keys(form.fields).find((name) => name !== 'line');
    if (unknown !== undefined) throw fieldError(unknown, `Unknown field: ${unknown}.`);
    const line = form.fields.line;
    let parsed: unknown = null;
    try {
      parsed = typeof line === 'string' ? JSON.parse(line) : null;
    } catch {
      // Said below, as for a line that is no object.
    }
    if (!isPlainObject(parsed)) throw fieldError('line', LINE_PART_MESSAGE);
    return {
      draft: validateFields<ShippingLineDraft>(shippingLineDraftSchema, parsed),
      image: form.image,
    };
  }

  app.post<{ Reply: ItemResponse<ShippingLineDetail> }>(
    apiPaths.shippingLines.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'createShippingLine',
        summary: 'Submit a new shipping line (pending until approved)',
        description: CREATE_DESCRIPTION,
        tags,
        security,
        consumes: ['application/json', 'multipart/form-data'],
        bodyVariants: [shippingLineDraftSchema],
        response: {
          201: { ...shippingLineResponse, description: 'The line, pending approval.' },
          ...errorResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const merchantId = request.user.mid;
      const { draft, image } = await readDraft(request);
      const { mainRoute, coverage, pricing, warehouse } = draft;
      const route = {
        origin_country: mainRoute.departing_country,
        destination_country: mainRoute.arrival_country,
        transport_type: mainRoute.transport_method,
        goods_type: mainRoute.goods_type,
      };
      if (!(await shippingLines.routeEnabled(route))) {
        throw fieldError(
          'mainRoute',
          `The route ${routeCode(route)} (${route.transport_type}, ${route.goods_type} goods) is not offered.`,
        );
      }
      await activeWarehouse(merchantId, warehouse.warehouse_id, 'warehouse.warehouse_id');
      const provinces = coverageValues(route.destination_country, coverage);
      const exceptions = exceptionPriceValues(
        'pricing.cities',
        pricing.cities ?? [],
        coveredCitiesOfValues(provinces),
      );
      const code = routeCode(route);
      if (await shippingLines.routeTaken(merchantId, warehouse.warehouse_id, code)) {
        throw conflict(routeTakenMessage(code), 'warehouse.warehouse_id');
      }
      const claim = draft.deposit
        ? {
            userId: request.user.sub,
            departing: route.origin_country,
            arriving: route.destination_country,
            method: draft.deposit.method,
            amountCents: await depositDueCents(route.origin_country, route.destination_country),
          }
        : null;
      const values = {
        ...route,
        warehouse_id: warehouse.warehouse_id,
        // The wizard asks for a name (A49); a client that sends none gets the route code.
        name: mainRoute.name?.trim() || code,
        route_code: code,
        min_working_days: mainRoute.min_time,
        min_days_unit: mainRoute.min_days_unit,
        max_working_days: mainRoute.max_time,
        max_days_unit: mainRoute.max_days_unit,
      };
      const id = await writeWithFile(app, image, merchantId, [], async (key) => {
        const created = await shippingLines.create(
          merchantId,
          key === null ? values : { ...values, image: key },
          provinces,
          { global: globalPriceValues(pricing), exceptions },
          claim,
          new Date(),
        );
        // Another submission added the route to the warehouse meanwhile: nothing was stored
        // (and the picture is let go).
        if (created === null) throw conflict(routeTakenMessage(code), 'warehouse.warehouse_id');
        return created;
      });
      return reply.code(201).send({ data: await detail(merchantId, id) });
    },
  );

  /** What the route's deposit asks now, in US cents; a route without one takes no payment. */
  async function depositDueCents(departing: string, arriving: string): Promise<number> {
    const deposit = await shippingLines.deposit(departing, arriving);
    if (!deposit) throw fieldError('deposit', DEPOSIT_NOT_FOUND);
    return Math.round(depositDue(presentDeposit(deposit)) * 100);
  }

  /** Saves a pricing change of one kind under A25's schedule. */
  async function changePricing(
    record: ShippingLineRecord,
    kind: PricingKind,
    prices: PriceValues[],
  ): Promise<void> {
    const now = new Date();
    const { current, pending } = versionsOf(record, kind, now);
    const lineId = record.line.id;
    if (!current) {
      // No prices in force yet (a line stored without them): the first ones apply at once.
      await shippingLines.savePricing(lineId, kind, prices, now, now);
    } else if (samePrices(prices, current.prices)) {
      // Back to the prices in force: the pending change is dropped, nothing else changes.
      if (pending) await shippingLines.dropPendingPricing(lineId, kind, now);
    } else if (!pending || !samePrices(prices, pending.prices)) {
      await shippingLines.savePricing(lineId, kind, prices, now, pricingEffectiveFrom(now));
    }
    // The same change as the pending one keeps its date: saving twice does not restart the wait.
  }

  async function applyPatch(
    merchantId: string,
    record: ShippingLineRecord,
    patch: ShippingLinePatch,
  ): Promise<ShippingLineDetail> {
    const { line } = record;
    const now = new Date();
    if (patch.field === 'status') {
      const action = patch.payload.status;
      const refusal = statusActionRefusal(line.status, action);
      if (refusal) throw conflict(refusal, 'payload.status');
      const next = statusAfterAction(action);
      if (!(await shippingLines.changeStatus(merchantId, line.id, line.status, next, now))) {
        throw conflict('The shipping line was changed meanwhile. Reload it and try again.');
      }
      if (next === 'deleted') {
        return presentDetail(
          { ...record, line: { ...line, status: next, deleted_at: now, updated_at: now } },
          now,
        );
      }
      return detail(merchantId, line.id);
    }
    const refusal = sectionEditRefusal(line.status);
    if (refusal) throw conflict(refusal);
    if (patch.field === 'parcelInfo') {
      await shippingLines.saveSize(line.id, patch.payload, now);
    } else if (patch.part === 'routeInformation') {
      await shippingLines.update(merchantId, line.id, patch.payload, now);
    } else if (patch.part === 'warehouseInformation') {
      const warehouseId = patch.payload.warehouse_id;
      if (warehouseId !== line.warehouse_id) {
        await activeWarehouse(merchantId, warehouseId, 'payload.warehouse_id');
        if (await shippingLines.routeTaken(merchantId, warehouseId, line.route_code, line.id)) {
          throw conflict(routeTakenMessage(line.route_code), 'payload.warehouse_id');
        }
        await shippingLines.update(merchantId, line.id, { warehouse_id: warehouseId }, now);
      }
    } else if (patch.part === 'globalPricingInfomation') {
      await changePricing(record, 'global', [globalPriceValues(patch.payload)]);
    } else {
      const covered = coveredCitiesOfRows(record.provinces, record.cities);
      const prices = exceptionPriceValues(
        'payload.exception_arr',
        patch.payload.exception_arr,
        covered,
      );
      await changePricing(record, 'exception', prices);
    }
    return detail(merchantId, line.id);
  }

  async function patchDisplay(
    request: FastifyRequest,
    merchantId: string,
    record: ShippingLineRecord,
  ): Promise<ShippingLineDetail> {
    const refusal = sectionEditRefusal(record.line.status);
    if (refusal) throw conflict(refusal);
    const form = await readWarehouseForm(request);
    const fields = validateFields<ShippingLineDisplayPatchFields>(
      displayInformationSchema,
      form.fields,
    );
    const name = fields.name?.trim();
    if (name === undefined && !form.image) {
      throw validationFailed('Send a name or an image to change.');
    }
    const change: { name?: string; image?: string } = {};
    if (name !== undefined) change.name = name;
    await writeWithFile(app, form.image, merchantId, [record.line.image], (image) =>
      shippingLines.update(
        merchantId,
        record.line.id,
        image === null ? change : { ...change, image },
        new Date(),
      ),
    );
    return detail(merchantId, record.line.id);
  }

  app.patch<{ Params: { shippingLineId: string }; Reply: ItemResponse<ShippingLineDetail> }>(
    apiPaths.shippingLines.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateShippingLine',
        summary: 'Change one section of a shipping line, or its status',
        description: PATCH_DESCRIPTION,
        tags,
        security,
        params: lineParams,
        consumes: ['application/json', 'multipart/form-data'],
        bodyVariants: [...Object.values(shippingLinePatchSchemas), displayInformationSchema],
        response: {
          200: { ...shippingLineResponse, description: 'The line, changed.' },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const record = await load(merchantId, request.params.shippingLineId);
      if (request.isMultipart()) {
        return { data: await patchDisplay(request, merchantId, record) };
      }
      const body: unknown = request.body;
      if (!isPlainObject(body)) throw validationFailed(NOT_A_JSON_OBJECT);
      const section: ShippingLinePatchSection | null = shippingLinePatchSection(body);
      if (section === null) throw fieldError('field', UNKNOWN_PATCH_SECTION);
      if (section === 'displayInformation') {
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'Display information is sent as multipart/form-data (name and image).',
        );
      }
      const patch = validateFields<ShippingLinePatch>(shippingLinePatchSchemas[section], body);
      return { data: await applyPatch(merchantId, record, patch) };
    },
  );
}
