import {
  FREE_STORAGE_UNITS,
  OVERDUE_FEE_FREQUENCIES,
  PARCEL_LABEL_SIZES,
  SUPPORTED_COUNTRIES,
  WAREHOUSE_FIGURE_CAP,
  WAREHOUSE_STATUSES,
} from '@jiyun/domain';
import type {
  Operator,
  Warehouse,
  WarehouseCountry,
  WarehouseFigures,
  WarehouseListItem,
  WarehousePlace,
  WarehouseShippingLine,
} from '@jiyun/domain';
import {
  dateTime,
  decimal,
  integer,
  itemResponse,
  listOf,
  listResponse,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
  type JsonSchema,
  type PropertySchemas,
} from './json-schema.js';

/** Warehouses, the team members who operate them, and the shipping lines leaving them. */
export const operatorSchema = objectOf<Operator>({
  id: uuid,
  first_name: orNull(text),
  last_name: orNull(text),
  email: orNull(text),
  avatar_url: orNull(text),
});

const place = objectOf<WarehousePlace>({ id: text, name: text, zh_name: text });

export const warehouseSchema = objectOf<Warehouse>({
  id: uuid,
  warehouse_name: text,
  status: oneOf(WAREHOUSE_STATUSES),
  image: orNull({ ...text, description: 'Stored file key; read it through /public/files/{key}.' }),
  country: oneOf(SUPPORTED_COUNTRIES),
  state: text,
  city: text,
  country_info: objectOf<WarehouseCountry>({
    code: oneOf(SUPPORTED_COUNTRIES),
    name: text,
    zh_name: text,
  }),
  state_info: orNull(place),
  city_info: orNull(place),
  contact_person: text,
  country_code: text,
  phone_number: text,
  address_line_1: text,
  address_line_2: orNull(text),
  free_storage_duration: integer,
  free_storage_unit: oneOf(FREE_STORAGE_UNITS),
  overdue_storage_fee: decimal,
  overdue_fee_frequency: oneOf(OVERDUE_FEE_FREQUENCIES),
  label_size: oneOf(PARCEL_LABEL_SIZES),
  warehouse_operators: listOf(operatorSchema),
  operator_ids: listOf(uuid),
  created_at: dateTime,
  updated_at: dateTime,
});

const figure = (description: string): JsonSchema => ({
  ...integer,
  minimum: 0,
  maximum: WAREHOUSE_FIGURE_CAP,
  description: `${description} Counted up to ${WAREHOUSE_FIGURE_CAP}: that value means at least as many.`,
});

export const warehouseFiguresSchema = objectOf<WarehouseFigures>({
  in_stock: figure(
    'Parcels on a shelf (stored or restored): the inventory with status=stored,restored.',
  ),
  overdue: figure(
    'Parcels on a shelf past the free storage of the warehouse: the inventory with overdue=true.',
  ),
  problem_parcels: figure(
    'Parcels flagged with a problem, whatever their status (not the status error): the inventory with problem=true.',
  ),
});

/** A warehouse of the list, with the figures its card shows. */
export const warehouseListItemSchema = objectOf<WarehouseListItem>({
  ...(warehouseSchema.properties as PropertySchemas<Warehouse>),
  figures: warehouseFiguresSchema,
});

export const warehouseShippingLineSchema = objectOf<WarehouseShippingLine>({
  id: uuid,
  name: text,
  status: oneOf(['active', 'suspended', 'pending', 'deleted']),
  route_code: text,
  warehouse_id: uuid,
  warehouse_name: text,
});

export const warehouseListResponse = listResponse(
  warehouseListItemSchema,
  "The company's warehouses, each with its figures.",
);
export const warehouseResponse = itemResponse(warehouseSchema, 'The warehouse.');
export const operatorListResponse = listResponse(
  operatorSchema,
  'Team members who can be assigned.',
);
export const warehouseShippingLineListResponse = listResponse(
  warehouseShippingLineSchema,
  'Shipping lines linked to the warehouses.',
);
