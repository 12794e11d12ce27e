import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import {
  normalizeCountryCode,
  normalizePhoneNumber,
  warehouseCreateSchema,
  warehouseListQuerySchema,
  warehouseShippingLineQuerySchema,
  warehouseUpdateSchema,
} from '@jiyun/domain';
import type {
  ItemResponse,
  Operator,
  Warehouse,
  WarehouseCreateFields,
  WarehouseListQuery,
  WarehouseShippingLine,
  WarehouseShippingLineQuery,
  WarehouseUpdateFields,
} from '@jiyun/domain';
import { AppError, notFound, validationFailed } from '../../http/app-error.js';
import { findCity, findProvince } from '../../locations/index.js';
import { isUniqueViolation } from '../../repositories/warehouses.js';
import type { WarehouseRow, WarehouseValues } from '../../repositories/warehouses.js';
import { presentWarehouse } from './present.js';
import { readWarehouseForm, validateFields } from './warehouse-form.js';

type DataResponse<T> = { data: T[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';
export const DUPLICATE_WAREHOUSE_NAME = 'A warehouse with this name already exists.';

export const warehouseIdParams = object({ id: string().required() });

/** Multipart fields for the OpenAPI document (see plugins/external/swagger.ts). */
const multipartDescription =
  'multipart/form-data: the text fields below, `operator_ids[]` repeated, and an optional `image` file (JPG or PNG, at most 4 MB).';

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

function duplicateName(): AppError {
  return new AppError(409, 'CONFLICT', DUPLICATE_WAREHOUSE_NAME, [
    { field: 'warehouse_name', message: DUPLICATE_WAREHOUSE_NAME },
  ]);
}

function fieldError(field: string, message: string): AppError {
  return validationFailed(message, [{ field, message }]);
}

/** The province and city must belong to the country: answers their canonical ids. */
function checkLocation(
  country: string,
  state: string,
  city: string,
): { state: string; city: string } {
  const province = findProvince(country, state);
  if (!province) return fail('state', `state must be a province of ${country}.`);
  const place = findCity(country, province.id, city);
  if (!place) return fail('city', `city must be a city of ${province.name}.`);
  return { state: province.id, city: place.id };

  function fail(field: string, message: string): never {
    throw fieldError(field, message);
  }
}

/** Everything a warehouse route reads, so one helper checks what both create and update send. */
function toValues(fields: WarehouseUpdateFields): Partial<WarehouseValues> {
  const values: Partial<WarehouseValues> = {};
  if (fields.warehouse_name !== undefined) values.warehouse_name = fields.warehouse_name.trim();
  if (fields.contact_person !== undefined) values.contact_person = fields.contact_person.trim();
  if (fields.phone_number !== undefined)
    values.phone_number = normalizePhoneNumber(fields.phone_number);
  if (fields.country_code !== undefined)
    values.country_code = normalizeCountryCode(fields.country_code) ?? fields.country_code;
  if (fields.country !== undefined) values.country = fields.country;
  if (fields.address_line_1 !== undefined) values.address_line_1 = fields.address_line_1.trim();
  if (fields.address_line_2 !== undefined)
    values.address_line_2 =
      fields.address_line_2.trim() === '' ? null : fields.address_line_2.trim();
  if (fields.free_storage_duration !== undefined)
    values.free_storage_duration = Number(fields.free_storage_duration);
  if (fields.free_storage_unit !== undefined) values.free_storage_unit = fields.free_storage_unit;
  if (fields.overdue_storage_fee !== undefined)
    values.overdue_storage_fee = Number(fields.overdue_storage_fee);
  if (fields.overdue_fee_frequency !== undefined)
    values.overdue_fee_frequency = fields.overdue_fee_frequency;
  return values;
}

/** Warehouses: list, one, create, settings; the merchant's operators and warehouse shipping lines. */
export default async function warehouseRoutes(app: FastifyInstance) {
  // onRequest, so a team member without the permission hears 403 before any body is read.
  const guard = [app.authenticate, app.requirePermission('warehouse')];
  const security = [{ bearer: [] }];
  const tags = ['warehouses'];

  async function checkOperators(merchantId: string, ids: string[] | undefined): Promise<string[]> {
    if (ids === undefined) return [];
    const unique = [...new Set(ids)];
    const known = await app.repositories.warehouses.operatorIdsOf(merchantId, unique);
    if (unique.some((id) => !known.has(id))) {
      throw fieldError('operator_ids', 'operator_ids must name team members of this company.');
    }
    return unique;
  }

  async function loadWarehouse(merchantId: string, id: string) {
    const record = isUuid(id) ? await app.repositories.warehouses.find(merchantId, id) : null;
    if (!record) throw notFound(WAREHOUSE_NOT_FOUND);
    return record;
  }

  app.get<{ Querystring: WarehouseListQuery; Reply: DataResponse<Warehouse> }>(
    '/merchants/warehouses',
    {
      onRequest: guard,
      schema: {
        summary: "The company's warehouses",
        tags,
        security,
        querystring: warehouseListQuerySchema,
      },
    },
    async (request) => {
      const records = await app.repositories.warehouses.list(
        request.user.mid,
        request.query.status,
      );
      return { data: records.map(presentWarehouse) };
    },
  );

  app.get<{ Reply: DataResponse<Operator> }>(
    '/merchants/warehouses/operators',
    {
      onRequest: guard,
      schema: { summary: 'Team members who can be assigned to warehouses', tags, security },
    },
    async (request) => ({ data: await app.repositories.warehouses.operators(request.user.mid) }),
  );

  app.get<{ Querystring: WarehouseShippingLineQuery; Reply: DataResponse<WarehouseShippingLine> }>(
    '/merchants/warehouses/shipping-lines',
    {
      onRequest: guard,
      schema: {
        summary: "Shipping lines linked to the company's warehouses",
        tags,
        security,
        querystring: warehouseShippingLineQuerySchema,
      },
    },
    async (request) => ({
      data: await app.repositories.warehouses.shippingLines(
        request.user.mid,
        request.query.warehouse_id,
      ),
    }),
  );

  app.get<{ Params: { id: string }; Reply: ItemResponse<Warehouse> }>(
    '/merchants/warehouses/:id',
    {
      onRequest: guard,
      schema: { summary: 'One warehouse', tags, security, params: warehouseIdParams },
    },
    async (request) => ({
      data: presentWarehouse(await loadWarehouse(request.user.mid, request.params.id)),
    }),
  );

  app.post<{ Reply: ItemResponse<Warehouse> }>(
    '/merchants/warehouses',
    {
      onRequest: guard,
      schema: {
        summary: 'Create a warehouse',
        description: multipartDescription,
        tags,
        security,
        consumes: ['multipart/form-data'],
        multipartBody: warehouseCreateSchema,
      },
    },
    async (request, reply) => {
      const merchantId = request.user.mid;
      const form = await readWarehouseForm(request);
      const fields = validateFields<WarehouseCreateFields>(warehouseCreateSchema, form.fields);
      const location = checkLocation(fields.country, fields.state, fields.city);
      const operatorIds = await checkOperators(merchantId, fields.operator_ids);
      const values = { ...toValues(fields), ...location } as WarehouseValues;
      if (await app.repositories.warehouses.nameTaken(merchantId, values.warehouse_name)) {
        throw duplicateName();
      }
      if (form.image)
        values.image = await app.storage.put(form.image.content, form.image.contentType);
      let id: string;
      try {
        id = await app.repositories.warehouses.create(merchantId, values, operatorIds);
      } catch (error) {
        // Two creates with one name at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
      const record = await loadWarehouse(merchantId, id);
      return reply.code(201).send({ data: presentWarehouse(record) });
    },
  );

  app.patch<{ Params: { id: string }; Reply: ItemResponse<Warehouse> }>(
    '/merchants/warehouses/:id',
    {
      onRequest: guard,
      schema: {
        summary: 'Change warehouse settings (only the fields sent)',
        description: multipartDescription,
        tags,
        security,
        params: warehouseIdParams,
        consumes: ['multipart/form-data'],
        multipartBody: warehouseUpdateSchema,
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const { warehouse } = await loadWarehouse(merchantId, request.params.id);
      const form = await readWarehouseForm(request);
      const fields = validateFields<WarehouseUpdateFields>(warehouseUpdateSchema, form.fields);
      if (Object.keys(fields).length === 0 && !form.image) {
        throw validationFailed('Send at least one field to change.');
      }
      const values = toValues(fields);
      if (fields.country !== undefined || fields.state !== undefined || fields.city !== undefined) {
        Object.assign(values, locationOf(warehouse, fields));
      }
      const operatorIds =
        fields.operator_ids === undefined
          ? undefined
          : await checkOperators(merchantId, fields.operator_ids);
      if (
        values.warehouse_name !== undefined &&
        (await app.repositories.warehouses.nameTaken(
          merchantId,
          values.warehouse_name,
          warehouse.id,
        ))
      ) {
        throw duplicateName();
      }
      if (form.image)
        values.image = await app.storage.put(form.image.content, form.image.contentType);
      try {
        await app.repositories.warehouses.update(merchantId, warehouse.id, values, operatorIds);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
      return { data: presentWarehouse(await loadWarehouse(merchantId, warehouse.id)) };
    },
  );
}

/** The changed place checked as a whole: a new country needs a province and city of it. */
function locationOf(warehouse: WarehouseRow, fields: WarehouseUpdateFields) {
  const country = fields.country ?? warehouse.country;
  return {
    country,
    ...checkLocation(country, fields.state ?? warehouse.state, fields.city ?? warehouse.city),
  };
}
