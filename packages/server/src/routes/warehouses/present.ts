import { COUNTRY_NAMES, storageFee } from '@jiyun/domain';
import type { Parcel, SupportedCountry, Warehouse, WarehouseCountry } from '@jiyun/domain';
import { findCity, findProvince } from '../../locations/index.js';
import type { ParcelRecord } from '../../repositories/parcels.js';
import type { WarehouseRecord, WarehouseRow } from '../../repositories/warehouses.js';

/** A country's names in both languages, as the locations module spells them. */
export function countryInfo(code: SupportedCountry): WarehouseCountry {
  const names = COUNTRY_NAMES[code];
  return { code, name: names.name, zh_name: names.zh_name };
}

export function presentWarehouse({ warehouse, operators }: WarehouseRecord): Warehouse {
  const country = warehouse.country as SupportedCountry;
  const province = findProvince(country, warehouse.state);
  const city = findCity(country, warehouse.state, warehouse.city);
  return {
    id: warehouse.id,
    warehouse_name: warehouse.warehouse_name,
    status: warehouse.status,
    image: warehouse.image,
    country,
    state: warehouse.state,
    city: warehouse.city,
    country_info: countryInfo(country),
    state_info: province
      ? { id: province.id, name: province.name, zh_name: province.zh_name }
      : null,
    city_info: city ? { id: city.id, name: city.name, zh_name: city.zh_name } : null,
    contact_person: warehouse.contact_person,
    country_code: warehouse.country_code,
    phone_number: warehouse.phone_number,
    address_line_1: warehouse.address_line_1,
    address_line_2: warehouse.address_line_2,
    free_storage_duration: warehouse.free_storage_duration,
    free_storage_unit: warehouse.free_storage_unit,
    overdue_storage_fee: warehouse.overdue_storage_fee,
    overdue_fee_frequency: warehouse.overdue_fee_frequency,
    label_size: warehouse.label_size,
    warehouse_operators: operators,
    operator_ids: operators.map((operator) => operator.id),
    created_at: warehouse.created_at.toISOString(),
    updated_at: warehouse.updated_at.toISOString(),
  };
}

export function presentParcel(
  { parcel, shippingLine, order }: ParcelRecord,
  warehouse: WarehouseRow,
  now: Date,
): Parcel {
  const fee = storageFee(parcel.inbound_date, now, warehouse);
  return {
    parcel_id: parcel.id,
    tracking_id: parcel.tracking_id,
    personal_id: parcel.personal_id,
    status: parcel.status,
    weight: parcel.weight,
    length: parcel.length,
    width: parcel.width,
    height: parcel.height,
    inbound_date: parcel.inbound_date,
    warehouse_id: warehouse.id,
    warehouse_name: warehouse.warehouse_name,
    shelf_location: parcel.shelf_location,
    shipping_line: shippingLine,
    order,
    content_name: parcel.content_name,
    content_value: parcel.content_value,
    content_quantity: parcel.content_quantity,
    notes: parcel.notes,
    is_problem: parcel.is_problem,
    problem_type: parcel.problem_type,
    description: parcel.problem_description,
    storage_days: fee.storageDays,
    overdue_days: fee.overdueDays,
    overdue_fee: fee.overdueFee,
    created_at: parcel.created_at.toISOString(),
    updated_at: parcel.updated_at.toISOString(),
  };
}
