import { array, number, object, string } from 'yup';
import { isUuid } from '../api/ids.js';
import { querySchema } from '../api/query.js';
import { hasAtMostDecimals } from '../numbers/decimals.js';
import { ORDER_CSV_IDS_MAX } from './csv.js';
import {
  FILTER_DATE_EARLIEST,
  FILTER_DATE_LATEST,
  isFilterDateInRange,
} from '../parcels/date-bounds.js';
import {
  isIsoDate,
  isRecordable,
  PARCEL_SIDE_DECIMALS,
  PARCEL_SIDE_MAX_CM,
  PARCEL_WEIGHT_DECIMALS,
  PARCEL_WEIGHT_MAX_KG,
  statusListOf,
} from '../parcels/schemas.js';
import {
  ADDITIONAL_FEE_PRICE_MAX,
  ADDITIONAL_FEE_TITLE_MAX,
  ADDITIONAL_FEES_MAX,
  ORDER_PAGE_MAX,
  ORDER_PAGE_SIZE,
  ORDER_PAGE_SIZE_MAX,
  ORDER_SEARCH_FIELDS,
  ORDER_STATUSES,
  ORDER_TRACKING_NUMBER_MAX,
  RECEIVER_ADDRESS_MAX,
  RECEIVER_NAME_MAX,
  RECEIVER_PHONE_MAX,
} from './types.js';
import type { AdditionalFee } from './types.js';

const PAGE_MESSAGE = `page must be a whole number from 1 to ${ORDER_PAGE_MAX}.`;
const TAKE_MESSAGE = `take must be a whole number from 1 to ${ORDER_PAGE_SIZE_MAX}.`;

/** A list's creation-date bound (YYYY-MM-DD within the filter range); returns use it too. */
export function filterDate(field: string) {
  return string()
    .test('iso-date', `${field} must be a date written YYYY-MM-DD.`, (value) =>
      value == null ? true : isIsoDate(value),
    )
    .test(
      'filter-range',
      `${field} must be from ${FILTER_DATE_EARLIEST} to ${FILTER_DATE_LATEST}.`,
      (value) => value == null || !isIsoDate(value) || isFilterDateInRange(value),
    );
}

/**
 * `GET merchants/orders` query (spec 7, A26, A28, A37). Query strings are text, so this schema
 * converts (not strict); `status` may be repeated or a comma list.
 */
export const orderListQuerySchema = querySchema({
  page: number()
    .typeError(PAGE_MESSAGE)
    .integer(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(ORDER_PAGE_MAX, PAGE_MESSAGE)
    .default(1),
  take: number()
    .typeError(TAKE_MESSAGE)
    .integer(TAKE_MESSAGE)
    .min(1, TAKE_MESSAGE)
    .max(ORDER_PAGE_SIZE_MAX, TAKE_MESSAGE)
    .default(ORDER_PAGE_SIZE),
  search: string().trim().max(100, 'search must be at most 100 characters.'),
  search_field: string().oneOf(
    ORDER_SEARCH_FIELDS,
    `search_field must be one of ${ORDER_SEARCH_FIELDS.join(', ')}.`,
  ),
  status: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      string()
        .required()
        .oneOf(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}.`),
    ),
  created_from: filterDate('created_from'),
  created_to: filterDate('created_to'),
});

/**
 * `GET merchants/orders/export`: the list's filters (no page), or the selected rows' `ids`
 * (repeated or a comma list, at most `ORDER_CSV_IDS_MAX`).
 */
export const orderExportQuerySchema = querySchema({
  search: string().trim().max(100, 'search must be at most 100 characters.'),
  search_field: string().oneOf(
    ORDER_SEARCH_FIELDS,
    `search_field must be one of ${ORDER_SEARCH_FIELDS.join(', ')}.`,
  ),
  status: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      string()
        .required()
        .oneOf(ORDER_STATUSES, `status must be one of ${ORDER_STATUSES.join(', ')}.`),
    ),
  created_from: filterDate('created_from'),
  created_to: filterDate('created_to'),
  ids: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      string()
        .required()
        .test('uuid', 'ids must be order ids.', (value) => isUuid(value)),
    )
    .max(ORDER_CSV_IDS_MAX, `At most ${ORDER_CSV_IDS_MAX} ids.`),
});

function filledText(field: string, max: number) {
  return string()
    .strict()
    .test('not-blank', `${field} is required.`, (value) => value == null || value.trim() !== '')
    .max(max, `${field} must be at most ${max} characters.`);
}

/** The receiver fields, each optional: the form sends only what changed (spec 4). */
export const orderReceiverFields = {
  receiver_name: filledText('receiver_name', RECEIVER_NAME_MAX),
  receiver_phone: filledText('receiver_phone', RECEIVER_PHONE_MAX).matches(
    /^\+?[0-9][0-9 -]*$/,
    'receiver_phone must contain only digits, spaces and hyphens, optionally after a +.',
  ),
  receiver_address: filledText('receiver_address', RECEIVER_ADDRESS_MAX),
};

/** The receiver edit as a form fills it (every field present). */
export const orderReceiverFormSchema = object({
  receiver_name: orderReceiverFields.receiver_name.required('receiver_name is required.'),
  receiver_phone: orderReceiverFields.receiver_phone.required('receiver_phone is required.'),
  receiver_address: orderReceiverFields.receiver_address.required('receiver_address is required.'),
});

/** A tracking number: letters, digits and hyphens, as carriers print them. */
export const trackingNumberSchema = filledText('tracking_number', ORDER_TRACKING_NUMBER_MAX)
  .required('tracking_number is required.')
  .matches(/^[A-Za-z0-9-]+$/, 'tracking_number must contain only letters, digits and hyphens.');

/**
 * `PATCH merchants/orders/{id}` as JSON: either the receiver edit (only changed fields) or the
 * tracking edit `{ tracking_number, status: 'shipped' }` — never both in one request.
 */
export const orderUpdateSchema = object({
  ...orderReceiverFields,
  tracking_number: trackingNumberSchema.optional().default(undefined),
  status: string()
    .strict()
    .oneOf(['shipped'], 'status may only be shipped here (with tracking_number).'),
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict()
  .test(
    'one-edit',
    'Send receiver fields or tracking_number with status shipped, not both.',
    (value) => {
      const tracking = value.tracking_number !== undefined || value.status !== undefined;
      const receiver =
        value.receiver_name !== undefined ||
        value.receiver_phone !== undefined ||
        value.receiver_address !== undefined;
      return !(tracking && receiver);
    },
  )
  .test(
    'tracking-with-status',
    'tracking_number and status shipped go together.',
    (value) => (value.tracking_number === undefined) === (value.status === undefined),
  );

function positive(field: string, max: number, unit: string, decimals: number) {
  const smallest = (1 / 10 ** decimals).toFixed(decimals);
  return number()
    .typeError(`${field} must be a number.`)
    .required(`${field} is required.`)
    .moreThan(0, `${field} must be greater than 0.`)
    .test(
      'recordable',
      `${field} must be at least ${smallest} ${unit}.`,
      (value) => value == null || value <= 0 || isRecordable(value, decimals),
    )
    .max(max, `${field} must be at most ${max} ${unit}.`);
}

/** A package's measures (kg, cm), each > 0; return packing uses them too. */
export const packageMeasures = {
  weight: positive('weight', PARCEL_WEIGHT_MAX_KG, 'kg', PARCEL_WEIGHT_DECIMALS),
  length: positive('length', PARCEL_SIDE_MAX_CM, 'cm', PARCEL_SIDE_DECIMALS),
  width: positive('width', PARCEL_SIDE_MAX_CM, 'cm', PARCEL_SIDE_DECIMALS),
  height: positive('height', PARCEL_SIDE_MAX_CM, 'cm', PARCEL_SIDE_DECIMALS),
};

/** One additional fee: a title and a non-zero price (spec 5) in CAD, 2 decimals at most. */
export const additionalFeeSchema = object({
  title: string()
    .strict()
    .required('title is required.')
    .test('not-blank', 'title is required.', (value) => value.trim() !== '')
    .max(ADDITIONAL_FEE_TITLE_MAX, `title must be at most ${ADDITIONAL_FEE_TITLE_MAX} characters.`),
  price: number()
    .strict()
    .typeError('price must be a number.')
    .required('price is required.')
    .test('non-zero', 'price must not be 0.', (value) => value !== 0)
    .test('cents', 'price must have at most 2 decimals.', (value) => hasAtMostDecimals(value, 2))
    .min(-ADDITIONAL_FEE_PRICE_MAX, `price must be at least -${ADDITIONAL_FEE_PRICE_MAX}.`)
    .max(ADDITIONAL_FEE_PRICE_MAX, `price must be at most ${ADDITIONAL_FEE_PRICE_MAX}.`),
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

const additionalFees = array()
  .of(additionalFeeSchema.required())
  .max(ADDITIONAL_FEES_MAX, `At most ${ADDITIONAL_FEES_MAX} additional fees.`);

/** `POST merchants/orders/{id}/check-price`: every field optional (the order's stored ones fill in). */
export const checkPriceSchema = object({
  weight: packageMeasures.weight.optional().default(undefined),
  length: packageMeasures.length.optional().default(undefined),
  width: packageMeasures.width.optional().default(undefined),
  height: packageMeasures.height.optional().default(undefined),
  additional_fees: additionalFees,
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

/**
 * The package form (spec 5): weight, length, width, height > 0 and the additional fees. The app's
 * form runs it on its typed values; the server runs it on the multipart fields once read
 * (`packageInfoOf`).
 */
export const packageInfoSchema = object({
  ...packageMeasures,
  additional_fees: additionalFees.required().default([]),
}).noUnknown('Unknown field: ${unknown}.');

/**
 * The multipart packing fields as text: numbers from their text, `additional_fees` from its JSON
 * text. Returns the values for `packageInfoSchema`, or the field that cannot be read.
 */
export function packageInfoOf(
  fields: Record<string, string>,
): { ok: true; value: Record<string, unknown> } | { ok: false; field: string; message: string } {
  const value: Record<string, unknown> = {};
  for (const field of ['weight', 'length', 'width', 'height'] as const) {
    const text = fields[field];
    if (text === undefined || text.trim() === '') {
      return { ok: false, field, message: `${field} is required.` };
    }
    if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text.trim())) {
      return { ok: false, field, message: `${field} must be a number.` };
    }
    value[field] = Number(text.trim());
  }
  const fees = fields.additional_fees;
  if (fees === undefined || fees.trim() === '') {
    value.additional_fees = [];
  } else {
    try {
      value.additional_fees = JSON.parse(fees) as unknown;
    } catch {
      return {
        ok: false,
        field: 'additional_fees',
        message: 'additional_fees must be JSON text: [{"title": …, "price": …}].',
      };
    }
  }
  return { ok: true, value };
}

/** Additional fees in cents (CAD), summed exactly. */
export function additionalFeesCents(fees: readonly AdditionalFee[]): number {
  return fees.reduce((sum, fee) => sum + Math.round(fee.price * 100), 0);
}
