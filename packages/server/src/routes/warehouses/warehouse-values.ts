import {
  contactPhoneLengthMessage,
  isContactPhoneNumber,
  normalizeContactCountryCode,
  normalizePhoneNumber,
} from '@jiyun/domain';
import type { WarehouseUpdateFields } from '@jiyun/domain';
import { fieldError } from '../../http/params.js';
import { findCity, findProvince } from '../../locations/index.js';
import type { WarehouseRow, WarehouseValues } from '../../repositories/warehouses.js';

/** The province and city must belong to the country: answers their canonical ids, or a 400. */
export function checkLocation(
  country: string,
  state: string,
  city: string,
): { state: string; city: string } {
  const province = findProvince(country, state);
  if (!province) throw fieldError('state', `state must be a province of ${country}.`);
  const place = findCity(country, province.id, city);
  if (!place) throw fieldError('city', `city must be a city of ${province.name}.`);
  return { state: province.id, city: place.id };
}

/** The changed place checked as a whole: a new country needs a province and city of it. */
export function changedLocation(warehouse: WarehouseRow, fields: WarehouseUpdateFields) {
  const country = fields.country ?? warehouse.country;
  return {
    country,
    ...checkLocation(country, fields.state ?? warehouse.state, fields.city ?? warehouse.city),
  };
}

/**
 * A changed phone or prefix checked as a pair (A2): a number sent alone must fit the stored
 * prefix, a prefix sent alone the stored number. The schema checks a pair sent together.
 */
export function checkChangedPhone(warehouse: WarehouseRow, fields: WarehouseUpdateFields): void {
  if (fields.phone_number === undefined && fields.country_code === undefined) return;
  const code = fields.country_code ?? warehouse.country_code;
  if (!isContactPhoneNumber(code, fields.phone_number ?? warehouse.phone_number)) {
    throw fieldError('phone_number', contactPhoneLengthMessage(code));
  }
}

/** The columns the sent text fields write, as stored (trimmed, normalised, numbers). */
export function warehouseValuesOf(fields: WarehouseUpdateFields): Partial<WarehouseValues> {
  const values: Partial<WarehouseValues> = {};
  if (fields.warehouse_name !== undefined) values.warehouse_name = fields.warehouse_name.trim();
  if (fields.contact_person !== undefined) values.contact_person = fields.contact_person.trim();
  if (fields.phone_number !== undefined) {
    values.phone_number = normalizePhoneNumber(fields.phone_number);
  }
  if (fields.country_code !== undefined) {
    values.country_code = normalizeContactCountryCode(fields.country_code) ?? fields.country_code;
  }
  if (fields.country !== undefined) values.country = fields.country;
  if (fields.address_line_1 !== undefined) values.address_line_1 = fields.address_line_1.trim();
  if (fields.address_line_2 !== undefined) {
    values.address_line_2 =
      fields.address_line_2.trim() === '' ? null : fields.address_line_2.trim();
  }
  if (fields.free_storage_duration !== undefined) {
    values.free_storage_duration = Number(fields.free_storage_duration);
  }
  if (fields.free_storage_unit !== undefined) values.free_storage_unit = fields.free_storage_unit;
  if (fields.overdue_storage_fee !== undefined) {
    values.overdue_storage_fee = Number(fields.overdue_storage_fee);
  }
  if (fields.overdue_fee_frequency !== undefined) {
    values.overdue_fee_frequency = fields.overdue_fee_frequency;
  }
  if (fields.label_size !== undefined) values.label_size = fields.label_size;
  return values;
}
