import { array, number, object, string } from 'yup';
import { querySchema } from '../api/query.js';
import { hasAtMostDecimals } from '../numbers/decimals.js';
import { filterDate, orderUpdateSchema, packageMeasures } from '../orders/schemas.js';
import { statusListOf } from '../parcels/schemas.js';
import {
  RETURN_ORDER_STATUSES,
  RETURN_PAGE_MAX,
  RETURN_PAGE_SIZE,
  RETURN_PAGE_SIZE_MAX,
  RETURN_SEARCH_FIELDS,
  RETURN_TOTAL_PRICE_MAX,
} from './types.js';

const PAGE_MESSAGE = `page must be a whole number from 1 to ${RETURN_PAGE_MAX}.`;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${RETURN_PAGE_SIZE_MAX}.`;

/**
 * `GET merchants/returns` query (spec 7, A28, A38): `limit` (not `take`), `status` repeated or a
 * comma list. Query strings are text, so this schema converts (not strict).
 */
export const returnListQuerySchema = querySchema({
  page: number()
    .typeError(PAGE_MESSAGE)
    .integer(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(RETURN_PAGE_MAX, PAGE_MESSAGE)
    .default(1),
  limit: number()
    .typeError(LIMIT_MESSAGE)
    .integer(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(RETURN_PAGE_SIZE_MAX, LIMIT_MESSAGE)
    .default(RETURN_PAGE_SIZE),
  search: string().trim().max(100, 'search must be at most 100 characters.'),
  search_field: string().oneOf(
    RETURN_SEARCH_FIELDS,
    `search_field must be one of ${RETURN_SEARCH_FIELDS.join(', ')}.`,
  ),
  status: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      string()
        .required()
        .oneOf(RETURN_ORDER_STATUSES, `status must be one of ${RETURN_ORDER_STATUSES.join(', ')}.`),
    ),
  created_from: filterDate('created_from'),
  created_to: filterDate('created_to'),
});

/**
 * `PATCH merchants/returns/{id}` as JSON: the receiver edit (only changed fields, none blank) or
 * the tracking edit `{ tracking_number, status: 'shipped' }`, never both — the orders' rule.
 */
export const returnUpdateSchema = orderUpdateSchema;

const TOTAL_MESSAGE = `total_price must be a number from 0 to ${RETURN_TOTAL_PRICE_MAX} with at most 2 decimals.`;

/** The return's price in CAD: 0 or more, at most 2 decimals. */
export const returnTotalPriceSchema = number()
  .typeError('total_price must be a number.')
  .required('total_price is required.')
  .min(0, TOTAL_MESSAGE)
  .max(RETURN_TOTAL_PRICE_MAX, TOTAL_MESSAGE)
  .test(
    'cents',
    'total_price must have at most 2 decimals.',
    (value) => value == null || hasAtMostDecimals(value, 2),
  );

/**
 * The return packing form (spec 5): weight, length, width, height > 0 and the total price. The
 * app's form runs it on typed values; the server on the multipart fields once read
 * (`returnPackageOf`).
 */
export const returnPackageSchema = object({
  ...packageMeasures,
  total_price: returnTotalPriceSchema,
}).noUnknown('Unknown field: ${unknown}.');

const RETURN_PACK_NUMBERS = ['weight', 'length', 'width', 'height', 'total_price'] as const;

/**
 * The multipart packing fields as text → the values for `returnPackageSchema`, or the field that
 * cannot be read (empty, or not a plain decimal number).
 */
export function returnPackageOf(
  fields: Record<string, string>,
): { ok: true; value: Record<string, number> } | { ok: false; field: string; message: string } {
  const value: Record<string, number> = {};
  for (const field of RETURN_PACK_NUMBERS) {
    const text = fields[field]?.trim();
    if (text === undefined || text === '') {
      return { ok: false, field, message: `${field} is required.` };
    }
    if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) {
      return { ok: false, field, message: `${field} must be a number.` };
    }
    value[field] = Number(text);
  }
  return { ok: true, value };
}
