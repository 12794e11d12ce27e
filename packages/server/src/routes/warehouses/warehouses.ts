import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  warehouseCreateSchema,
  warehouseListQuerySchema,
  warehouseShippingLineQuerySchema,
  warehouseUpdateSchema,
} from '@jiyun/domain';
import type {
  ItemResponse,
  ListResponse,
  Operator,
  Warehouse,
  WarehouseCreateFields,
  WarehouseListItem,
  WarehouseListQuery,
  WarehouseShippingLine,
  WarehouseShippingLineQuery,
  WarehouseUpdateFields,
} from '@jiyun/domain';
import { writeWithFile } from '../../files/release.js';
import { AppError, forbidden, validationFailed } from '../../http/app-error.js';
import { fieldError, pathParams } from '../../http/params.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import {
  operatorListResponse,
  warehouseListResponse,
  warehouseResponse,
  warehouseShippingLineListResponse,
} from '../../http/schemas/warehouses.js';
import { isUniqueViolation } from '../../repositories/warehouses.js';
import type { WarehouseValues } from '../../repositories/warehouses.js';
import { loadWarehouse, warehouseScopeOf } from './load-warehouse.js';
import { presentWarehouse } from './present.js';
import { readWarehouseForm, validateFields } from './warehouse-form.js';
import {
  changedLocation,
  checkChangedPhone,
  checkLocation,
  warehouseValuesOf,
} from './warehouse-values.js';

export const DUPLICATE_WAREHOUSE_NAME = 'A warehouse with this name already exists.';
export const OWNERS_AND_ADMINS_ONLY =
  'Only the owner and team members with the admin permission can create warehouses or choose their operators.';

const warehouseParams = pathParams('warehouseId');

/** Multipart fields for the OpenAPI document (see plugins/external/swagger.ts). */
const multipartDescription =
  'multipart/form-data: the text fields below, `operator_ids[]` repeated, and an optional `image` file (JPG or PNG, at most 4 MB).';

function duplicateName(): AppError {
  return new AppError(409, 'CONFLICT', DUPLICATE_WAREHOUSE_NAME, [
    { field: 'warehouse_name', message: DUPLICATE_WAREHOUSE_NAME },
  ]);
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

function list<T>(rows: T[]): ListResponse<T> {
  return { data: rows, results: rows.length };
}

/** Warehouses: list, one, create, settings; the merchant's operators and warehouse shipping lines. */
export default async function warehouseRoutes(app: FastifyInstance) {
  const { warehouses } = app.repositories;
  // onRequest, so a team member without the permission hears 403 before any body is read.
  const guard = [app.authenticate, app.requirePermission('warehouse')];
  const security = SECURITY.bearer;
  const tags = ['warehouses'];

  async function checkOperators(merchantId: string, ids: string[] | undefined): Promise<string[]> {
    if (ids === undefined) return [];
    const unique = [...new Set(ids)];
    const known = await warehouses.operatorIdsOf(merchantId, unique);
    if (unique.some((id) => !known.has(id))) {
      throw fieldError(
        'operator_ids',
        'operator_ids must name team members of this company with the warehouse permission.',
      );
    }
    return unique;
  }

  async function checkNameFree(merchantId: string, name: string | undefined, exceptId?: string) {
    if (name !== undefined && (await warehouses.nameTaken(merchantId, name, exceptId))) {
      throw duplicateName();
    }
  }

  /** Runs a write; two writes of one name at the same moment: the unique index decides. */
  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateName();
      throw error;
    }
  }

  app.get<{ Querystring: WarehouseListQuery; Reply: ListResponse<WarehouseListItem> }>(
    apiPaths.warehouses.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'listWarehouses',
        summary: "The company's warehouses",
        tags,
        security,
        querystring: warehouseListQuerySchema,
        response: { 200: warehouseListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const records = await warehouses.list(warehouseScopeOf(request.user), request.query.status);
      const figures = await warehouses.figures(
        records.map((record) => record.warehouse),
        new Date(),
      );
      return list(
        records.map((record) => ({
          ...presentWarehouse(record),
          figures: figures.get(record.warehouse.id) ?? {
            in_stock: 0,
            overdue: 0,
            problem_parcels: 0,
          },
        })),
      );
    },
  );

  app.get<{ Reply: ListResponse<Operator> }>(
    apiPaths.warehouses.operators,
    {
      onRequest: guard,
      schema: {
        operationId: 'listWarehouseOperators',
        summary: 'Team members who can be assigned to warehouses',
        tags,
        security,
        response: { 200: operatorListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => list(await warehouses.operators(request.user.mid)),
  );

  app.get<{ Querystring: WarehouseShippingLineQuery; Reply: ListResponse<WarehouseShippingLine> }>(
    apiPaths.warehouses.shippingLines,
    {
      onRequest: guard,
      schema: {
        operationId: 'listWarehouseShippingLines',
        summary: "Shipping lines linked to the company's warehouses",
        tags,
        security,
        querystring: warehouseShippingLineQuerySchema,
        response: { 200: warehouseShippingLineListResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      list(
        await warehouses.shippingLines(warehouseScopeOf(request.user), request.query.warehouse_id),
      ),
  );

  app.get<{ Params: { warehouseId: string }; Reply: ItemResponse<Warehouse> }>(
    apiPaths.warehouses.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'getWarehouse',
        summary: 'One warehouse',
        tags,
        security,
        params: warehouseParams,
        response: { 200: warehouseResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: presentWarehouse(
        await loadWarehouse(app, warehouseScopeOf(request.user), request.params.warehouseId),
      ),
    }),
  );

  app.post<{ Reply: ItemResponse<Warehouse> }>(
    apiPaths.warehouses.list,
    {
      onRequest: guard,
      schema: {
        operationId: 'createWarehouse',
        summary: 'Create a warehouse',
        description: multipartDescription,
        tags,
        security,
        consumes: ['multipart/form-data'],
        multipartBody: warehouseCreateSchema,
        response: {
          201: { ...warehouseResponse, description: 'The warehouse, created.' },
          ...errorResponses(400, 401, 403, 409, 413, 415, 503),
        },
      },
    },
    async (request, reply) => {
      const merchantId = request.user.mid;
      const scope = warehouseScopeOf(request.user);
      if (scope.operatorId !== null) throw forbidden(OWNERS_AND_ADMINS_ONLY);
      const form = await readWarehouseForm(request);
      const fields = validateFields<WarehouseCreateFields>(warehouseCreateSchema, form.fields);
      const location = checkLocation(fields.country, fields.state, fields.city);
      const operatorIds = await checkOperators(merchantId, fields.operator_ids);
      const values = { ...warehouseValuesOf(fields), ...location } as WarehouseValues;
      await checkNameFree(merchantId, values.warehouse_name);
      const id = await writeWithFile(app, form.image, merchantId, [], (image) =>
        uniqueName(() =>
          warehouses.create(
            merchantId,
            image === null ? values : { ...values, image },
            operatorIds,
          ),
        ),
      );
      return reply.code(201).send({ data: presentWarehouse(await loadWarehouse(app, scope, id)) });
    },
  );

  app.patch<{ Params: { warehouseId: string }; Reply: ItemResponse<Warehouse> }>(
    apiPaths.warehouses.one,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateWarehouse',
        summary: 'Change warehouse settings (only the fields sent)',
        description: multipartDescription,
        tags,
        security,
        params: warehouseParams,
        consumes: ['multipart/form-data'],
        multipartBody: warehouseUpdateSchema,
        response: {
          200: { ...warehouseResponse, description: 'The warehouse, changed.' },
          ...errorResponses(400, 401, 403, 404, 409, 413, 415, 503),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const scope = warehouseScopeOf(request.user);
      const { warehouse, operators } = await loadWarehouse(app, scope, request.params.warehouseId);
      const form = await readWarehouseForm(request);
      const fields = validateFields<WarehouseUpdateFields>(warehouseUpdateSchema, form.fields);
      if (Object.keys(fields).length === 0 && !form.image) {
        throw validationFailed('Send at least one field to change.');
      }
      checkChangedPhone(warehouse, fields);
      const values = warehouseValuesOf(fields);
      if (fields.country !== undefined || fields.state !== undefined || fields.city !== undefined) {
        Object.assign(values, changedLocation(warehouse, fields));
      }
      const operatorIds =
        fields.operator_ids === undefined
          ? undefined
          : await checkOperators(merchantId, fields.operator_ids);
      // An operator may save the settings form as long as the team it sends is the same.
      if (
        operatorIds !== undefined &&
        scope.operatorId !== null &&
        !sameMembers(
          operatorIds,
          operators.map((operator) => operator.id),
        )
      ) {
        throw forbidden(OWNERS_AND_ADMINS_ONLY);
      }
      await checkNameFree(merchantId, values.warehouse_name, warehouse.id);
      await writeWithFile(app, form.image, merchantId, [warehouse.image], (image) =>
        uniqueName(() =>
          warehouses.update(
            merchantId,
            warehouse.id,
            image === null ? values : { ...values, image },
            operatorIds,
          ),
        ),
      );
      return { data: presentWarehouse(await loadWarehouse(app, scope, warehouse.id)) };
    },
  );
}
