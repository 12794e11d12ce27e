import { array, object, string } from 'yup';
import { querySchema } from '../api/query.js';
import {
  contactPhoneRule,
  isContactPhoneNumber,
  normalizeContactCountryCode,
} from '../auth/contact-phone.js';
import { normalizePhoneNumber, PHONE_DIGITS_MAX, PHONE_DIGITS_MIN } from '../auth/phone.js';
import { SUPPORTED_COUNTRIES } from '../locations/countries.js';
import { PARCEL_LABEL_SIZES } from '../parcels/types.js';
import { FREE_STORAGE_UNITS, OVERDUE_FEE_FREQUENCIES, WAREHOUSE_STATUSES } from './types.js';

export const WAREHOUSE_NAME_MAX = 100;
export const WAREHOUSE_TEXT_MAX = 200;
/** Free storage longer than ten years is a typo, not a policy. */
export const FREE_STORAGE_DURATION_MAX = 3650;
export const OVERDUE_STORAGE_FEE_MAX = 100_000;
/** More operators than this on one warehouse is a mistake in the request. */
export const WAREHOUSE_OPERATORS_MAX = 50;

const WHOLE_NUMBER = /^\d+$/;
const DECIMAL_NUMBER = /^\d+(\.\d{1,2})?$/;

/** Required text that is more than spaces. */
function filledText(field: string, max: number) {
  return string()
    .defined(`${field} is required.`)
    .test('not-blank', `${field} is required.`, (value) => value == null || value.trim() !== '')
    .max(max, `${field} must be at most ${max} characters.`);
}

/** A whole number above 0, as typed in a form or sent as a multipart field. */
function wholeNumberText(field: string, max: number) {
  return string()
    .required(`${field} is required.`)
    .matches(WHOLE_NUMBER, `${field} must be a whole number greater than 0.`)
    .test(
      'range',
      `${field} must be a whole number from 1 to ${max}.`,
      (value) => value == null || !WHOLE_NUMBER.test(value) || (+value > 0 && +value <= max),
    );
}

/** An amount above 0 with at most two decimals, as typed. */
function amountText(field: string, max: number) {
  return string()
    .required(`${field} is required.`)
    .matches(DECIMAL_NUMBER, `${field} must be a number greater than 0 with at most 2 decimals.`)
    .test(
      'range',
      `${field} must be greater than 0 and at most ${max}.`,
      (value) => value == null || !DECIMAL_NUMBER.test(value) || (+value > 0 && +value <= max),
    );
}

/** The refusal of a contact number that does not fit its prefix, e.g. "… 9 to 10 digits for +44." */
export function contactPhoneLengthMessage(countryCode: string): string {
  const rule = contactPhoneRule(countryCode);
  if (!rule) return 'country_code must be the dialling code of a supported country.';
  const digits = rule.min === rule.max ? `${rule.min}` : `${rule.min} to ${rule.max}`;
  const trunk = rule.trunkZero ? ' (not counting a leading 0)' : '';
  return `phone_number must have ${digits} digits${trunk} for ${countryCode}.`;
}

const warehouseFields = {
  warehouse_name: filledText('warehouse_name', WAREHOUSE_NAME_MAX),
  contact_person: filledText('contact_person', WAREHOUSE_NAME_MAX),
  phone_number: string()
    .required('phone_number is required.')
    .matches(/^[\d\s-]+$/, 'phone_number must contain only digits and hyphens.')
    .test('phone-length', (value, context) => {
      if (value == null) return true;
      // The prefix's own rule (A2); with no valid prefix beside it (a PATCH of the number
      // alone, checked again against the stored prefix by the server), the general E.164 range.
      const prefix: unknown = (context.parent as { country_code?: unknown } | undefined)
        ?.country_code;
      const code = typeof prefix === 'string' ? normalizeContactCountryCode(prefix) : null;
      if (code) {
        return isContactPhoneNumber(code, value)
          ? true
          : context.createError({ message: contactPhoneLengthMessage(code) });
      }
      const digits = normalizePhoneNumber(value).length;
      return digits >= PHONE_DIGITS_MIN && digits <= PHONE_DIGITS_MAX
        ? true
        : context.createError({
            message: `phone_number must have ${PHONE_DIGITS_MIN} to ${PHONE_DIGITS_MAX} digits.`,
          });
    }),
  country_code: string()
    .required('country_code is required.')
    .test(
      'known-country-code',
      'country_code must be the dialling code of a supported country.',
      (value) => (value == null ? true : normalizeContactCountryCode(value) !== null),
    ),
  country: string()
    .required('country is required.')
    .oneOf(SUPPORTED_COUNTRIES, 'country must be one of the 23 supported countries.'),
  state: filledText('state', 64),
  city: filledText('city', 64),
  address_line_1: filledText('address_line_1', WAREHOUSE_TEXT_MAX),
  address_line_2: string().max(
    WAREHOUSE_TEXT_MAX,
    `address_line_2 must be at most ${WAREHOUSE_TEXT_MAX} characters.`,
  ),
  free_storage_duration: wholeNumberText('free_storage_duration', FREE_STORAGE_DURATION_MAX),
  free_storage_unit: string()
    .required('free_storage_unit is required.')
    .oneOf(FREE_STORAGE_UNITS, 'free_storage_unit must be days or months.'),
  overdue_storage_fee: amountText('overdue_storage_fee', OVERDUE_STORAGE_FEE_MAX),
  overdue_fee_frequency: string()
    .required('overdue_fee_frequency is required.')
    .oneOf(OVERDUE_FEE_FREQUENCIES, 'overdue_fee_frequency must be day, week or month.'),
  label_size: string().oneOf(
    PARCEL_LABEL_SIZES,
    `label_size must be one of ${PARCEL_LABEL_SIZES.join(', ')}.`,
  ),
};

const operatorIds = array()
  .of(string().required().uuid('operator_ids must hold operator ids.'))
  .max(
    WAREHOUSE_OPERATORS_MAX,
    `operator_ids must hold at most ${WAREHOUSE_OPERATORS_MAX} operators.`,
  );

/**
 * Text fields of a new warehouse (multipart, so numbers are the typed text). Operators are
 * optional when creating; the image is a file part checked separately (JPG or PNG, 4 MB).
 */
export const warehouseCreateSchema = object({
  ...warehouseFields,
  operator_ids: operatorIds,
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

const CHOOSE_AN_OPERATOR = 'Choose at least one operator.';

/**
 * A14: a warehouse must name at least one operator only when the company has team members; an
 * owner working alone could otherwise never save the settings.
 */
export function operatorsRequired(teamMemberCount: number): boolean {
  return teamMemberCount > 0;
}

/** The settings form of a company with `teamMemberCount` team members (A14). */
export function warehouseSettingsSchemaFor(teamMemberCount: number) {
  const operators = operatorIds.required(CHOOSE_AN_OPERATOR);
  return object({
    ...warehouseFields,
    operator_ids: operatorsRequired(teamMemberCount)
      ? operators.min(1, CHOOSE_AN_OPERATOR)
      : operators,
  })
    .noUnknown('Unknown field: ${unknown}.')
    .strict();
}

/**
 * `PATCH /merchants/warehouses/{id}`: any of the settings fields; what is sent must be valid.
 * Whether an empty team is allowed depends on the company, so the route asks `operatorsRequired`.
 */
export const warehouseUpdateSchema = warehouseSettingsSchemaFor(0).partial();

/** `GET /merchants/warehouses` query. */
export const warehouseListQuerySchema = querySchema({
  status: string().oneOf(
    WAREHOUSE_STATUSES,
    'status must be active, suspended, inactive or pending.',
  ),
});

/** `GET /merchants/warehouses/shipping-lines` query. */
export const warehouseShippingLineQuerySchema = querySchema({
  warehouse_id: string().uuid('warehouse_id must be a warehouse id.'),
});

/** Warehouse pictures: JPG or PNG of at most 4 MB (spec: display image at most 4 MB). */
export const WAREHOUSE_IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const WAREHOUSE_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
