import { personName } from '@jiyun/domain';
import type {
  Operator,
  Warehouse,
  WarehouseCreateFields,
  WarehouseUpdateFields,
} from '@jiyun/domain';

/**
 * What the warehouse form holds: the text fields of the create/update request exactly as typed
 * (the domain schemas validate them as text), and the chosen operators.
 */
export type WarehouseFormValues = Required<Omit<WarehouseCreateFields, 'operator_ids'>> & {
  operator_ids: string[];
};

/** A new warehouse starts in China with a +86 phone (spec 9: default country China). */
export function emptyWarehouseForm(): WarehouseFormValues {
  return {
    warehouse_name: '',
    contact_person: '',
    phone_number: '',
    country_code: '+86',
    country: 'CN',
    state: '',
    city: '',
    address_line_1: '',
    address_line_2: '',
    free_storage_duration: '',
    free_storage_unit: 'days',
    overdue_storage_fee: '',
    overdue_fee_frequency: 'day',
    label_size: '100x150',
    operator_ids: [],
  };
}

/** The settings form of a stored warehouse. */
export function warehouseFormOf(warehouse: Warehouse): WarehouseFormValues {
  return {
    warehouse_name: warehouse.warehouse_name,
    contact_person: warehouse.contact_person,
    phone_number: warehouse.phone_number,
    country_code: warehouse.country_code,
    country: warehouse.country,
    state: warehouse.state,
    city: warehouse.city,
    address_line_1: warehouse.address_line_1,
    address_line_2: warehouse.address_line_2 ?? '',
    free_storage_duration: String(warehouse.free_storage_duration),
    free_storage_unit: warehouse.free_storage_unit,
    overdue_storage_fee: String(warehouse.overdue_storage_fee),
    overdue_fee_frequency: warehouse.overdue_fee_frequency,
    label_size: warehouse.label_size,
    operator_ids: warehouse.warehouse_operators.map((operator) => operator.id),
  };
}

/** Choosing another country clears the province and city; another province clears the city. */
export function withLocation(
  values: WarehouseFormValues,
  change: { country: string } | { state: string } | { city: string },
): WarehouseFormValues {
  if ('country' in change) {
    return change.country === values.country
      ? values
      : { ...values, country: change.country, state: '', city: '' };
  }
  if ('state' in change) {
    return change.state === values.state ? values : { ...values, state: change.state, city: '' };
  }
  return { ...values, city: change.city };
}

const TEXT_FIELDS = [
  'warehouse_name',
  'contact_person',
  'phone_number',
  'country_code',
  'country',
  'state',
  'city',
  'address_line_1',
  'address_line_2',
  'free_storage_duration',
  'free_storage_unit',
  'overdue_storage_fee',
  'overdue_fee_frequency',
] as const satisfies readonly (keyof WarehouseFormValues)[];

/** Leading and trailing spaces are never meant; names are compared and sent trimmed. */
export function trimmedWarehouseForm(values: WarehouseFormValues): WarehouseFormValues {
  const trimmed = { ...values };
  for (const field of TEXT_FIELDS) trimmed[field] = values[field].trim() as never;
  return trimmed;
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/**
 * Only what the merchant changed in the settings form (spec: only changed fields are sent). The
 * operators travel as the whole new list when the set differs; their order does not matter.
 */
export function changedWarehouseFields(
  initial: WarehouseFormValues,
  current: WarehouseFormValues,
): WarehouseUpdateFields {
  const before = trimmedWarehouseForm(initial);
  const after = trimmedWarehouseForm(current);
  const changed: WarehouseUpdateFields = {};
  for (const field of TEXT_FIELDS) {
    if (before[field] !== after[field]) (changed as Record<string, string>)[field] = after[field];
  }
  if (!sameSet(before.operator_ids, after.operator_ids)) changed.operator_ids = after.operator_ids;
  return changed;
}

/** The multipart body of create and update: text fields, `operator_ids[]` repeated, the image. */
export function warehouseFormBody(fields: WarehouseUpdateFields, image: File | null): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'operator_ids' || value === undefined) continue;
    body.append(field, String(value));
  }
  for (const id of fields.operator_ids ?? []) body.append('operator_ids[]', id);
  if (image) body.append('image', image);
  return body;
}

/** An operator's name as merchants read it ("Lin Chen"), or their email when they have none. */
export function operatorName(operator: Operator): string {
  const name = personName(operator.first_name, operator.last_name);
  return name || operator.email || operator.id;
}

/**
 * The operators offered by the search: not yet added, and whose name (or email) contains the
 * typed text, ignoring case.
 */
export function availableOperators(
  operators: readonly Operator[],
  addedIds: readonly string[],
  query: string,
): Operator[] {
  const needle = query.trim().toLocaleLowerCase();
  return operators.filter(
    (operator) =>
      !addedIds.includes(operator.id) &&
      (needle === '' ||
        operatorName(operator).toLocaleLowerCase().includes(needle) ||
        (operator.email ?? '').toLocaleLowerCase().includes(needle)),
  );
}
