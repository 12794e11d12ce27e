import { array, boolean, mixed, number, object, string } from 'yup';
import type { TestContext } from 'yup';
import { isUuid, NUMERIC_ID_MAX } from '../api/ids.js';
import { querySchema } from '../api/query.js';
import {
  FILTER_DATE_EARLIEST,
  FILTER_DATE_LATEST,
  INBOUND_DATE_EARLIEST,
  isFilterDateInRange,
  isInboundDateInRange,
} from './date-bounds.js';
import { newParcelProblemFailures } from './problem.js';
import type { ParcelProblemChange, ParcelProblemFailure } from './problem.js';
import type { ParcelProblemType } from './types.js';
import {
  PARCEL_LABEL_SIZES,
  PARCEL_LABELS_MAX,
  PARCEL_PAGE_MAX,
  PARCEL_PAGE_SIZE,
  PARCEL_PAGE_SIZE_MAX,
  PARCEL_PROBLEM_TYPES,
  PARCEL_SEARCH_FIELDS,
  PARCEL_STATUSES,
} from './types.js';

export const PARCEL_WEIGHT_MAX_KG = 1000;
export const PARCEL_SIDE_MAX_CM = 1000;
export const PARCEL_TEXT_MAX = 64;
export const PARCEL_NOTES_MAX = 500;
/** Decimals the server keeps of a weight in kg (and of a side in cm): a gram, a tenth of a mm. */
export const PARCEL_WEIGHT_DECIMALS = 3;
export const PARCEL_SIDE_DECIMALS = 2;
export const SHIPPING_ROUTE_CODE_MAX = 32;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** The UTC date (YYYY-MM-DD) of a YYYY-MM-DD date or an ISO date-time; null when neither. */
export function toIsoDate(value: string): string | null {
  if (isIsoDate(value)) return value;
  if (!ISO_DATE_TIME.test(value)) return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return new Date(time).toISOString().slice(0, 10);
}

function filledText(field: string, max = PARCEL_TEXT_MAX) {
  return string()
    .defined(`${field} is required.`)
    .test('not-blank', `${field} is required.`, (value) => value == null || value.trim() !== '')
    .max(max, `${field} must be at most ${max} characters.`);
}

/** True when `value`, kept to `decimals` places (rounded half up, as PostgreSQL does), is not 0. */
export function isRecordable(value: number, decimals: number): boolean {
  return Math.round(value * 10 ** decimals) >= 1;
}

function positiveNumber(field: string, max: number, unit: string, decimals: number) {
  const smallest = (1 / 10 ** decimals).toFixed(decimals);
  return (
    number()
      .required(`${field} is required.`)
      .moreThan(0, `${field} must be greater than 0.`)
      // "> 0" alone lets 0.0004 kg through, which would be stored as 0 kg.
      .test(
        'recordable',
        `${field} must be at least ${smallest} ${unit}.`,
        (value) => value == null || value <= 0 || isRecordable(value, decimals),
      )
      .max(max, `${field} must be at most ${max} ${unit}.`)
  );
}

const weight = () => positiveNumber('weight', PARCEL_WEIGHT_MAX_KG, 'kg', PARCEL_WEIGHT_DECIMALS);
const side = (field: 'length' | 'width' | 'height') =>
  positiveNumber(field, PARCEL_SIDE_MAX_CM, 'cm', PARCEL_SIDE_DECIMALS);

const trackingId = filledText('tracking_id').matches(
  /^[A-Za-z0-9-]+$/,
  'tracking_id must contain only letters, digits and hyphens.',
);

const problemType = string().oneOf(
  PARCEL_PROBLEM_TYPES,
  'problem_type must be damaged, missing_owner, empty or other.',
);

/**
 * The problem fields of a new parcel, judged per field so a form marks the right one, by the one
 * rule of problem parcels (`newParcelProblemFailures`): a type or description without the flag
 * makes a problem parcel, which then needs both.
 */
function newParcelProblemTest(field: ParcelProblemFailure['field']) {
  return function (this: TestContext, _value: unknown) {
    const failure = newParcelProblemFailures(problemChangeOf(this.parent)).find(
      (one) => one.field === field,
    );
    return failure ? this.createError({ message: failure.message }) : true;
  };
}

/**
 * The problem fields among the siblings as sent. The schema is strict, so a field may hold any
 * JSON value; one of the wrong type is left out here (its own type check names it).
 */
function problemChangeOf(parent: unknown): ParcelProblemChange {
  const sent = (typeof parent === 'object' && parent !== null ? parent : {}) as Record<
    string,
    unknown
  >;
  const change: ParcelProblemChange = {};
  if (typeof sent.is_problem === 'boolean') change.is_problem = sent.is_problem;
  // An unknown type still counts as sent; `oneOf` says what is wrong with it.
  if (typeof sent.problem_type === 'string') {
    change.problem_type = sent.problem_type as ParcelProblemType;
  }
  if (typeof sent.description === 'string') change.description = sent.description;
  return change;
}

const problemFields = {
  is_problem: boolean(),
  problem_type: problemType.test('problem-pair', newParcelProblemTest('problem_type')),
  description: string()
    .max(PARCEL_NOTES_MAX, `description must be at most ${PARCEL_NOTES_MAX} characters.`)
    .test('problem-pair', newParcelProblemTest('description')),
};

export const INBOUND_DATE_RANGE_MESSAGE = `inbound_date must be from ${INBOUND_DATE_EARLIEST} to tomorrow.`;

/** The inbound-date bound, on a date that is already known to be one (the format has its own test). */
function inboundDateInRange(value: string | undefined): boolean {
  const date = value == null ? null : toIsoDate(value);
  // Validation runs when the merchant saves, so "tomorrow" is tomorrow of that moment.
  return date === null || isInboundDateInRange(date, new Date());
}

const inboundDate = string()
  .required('inbound_date is required.')
  .test('iso-date', 'inbound_date must be a date written YYYY-MM-DD.', (value) =>
    value == null ? true : isIsoDate(value),
  )
  .test('inbound-range', INBOUND_DATE_RANGE_MESSAGE, inboundDateInRange);

/** `POST .../parcels`: a parcel received into the warehouse. */
export const parcelCreateSchema = object({
  tracking_id: trackingId,
  personal_id: filledText('personal_id'),
  inbound_date: inboundDate,
  shelf_location: filledText('shelf_location', 32),
  weight: weight(),
  length: side('length'),
  width: side('width'),
  height: side('height'),
  shipping_route_code: filledText('shipping_route_code', SHIPPING_ROUTE_CODE_MAX),
  notes: string().max(PARCEL_NOTES_MAX, `notes must be at most ${PARCEL_NOTES_MAX} characters.`),
  ...problemFields,
  confirm_duplicate: boolean(),
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

function readOnly(field: string) {
  return mixed().test('read-only', `${field} is read-only.`, (value) => value === undefined);
}

/** `PATCH .../parcels/{parcelId}`: only the fields sent change; content fields are read-only. */
export const parcelUpdateSchema = object({
  tracking_id: trackingId.optional(),
  inbound_date: string()
    .test(
      'iso-date',
      'inbound_date must be a date (YYYY-MM-DD or an ISO date-time).',
      (value) => value == null || toIsoDate(value) !== null,
    )
    .test('inbound-range', INBOUND_DATE_RANGE_MESSAGE, inboundDateInRange),
  status: string().oneOf(PARCEL_STATUSES, `status must be one of ${PARCEL_STATUSES.join(', ')}.`),
  shelf_location: filledText('shelf_location', 32).optional(),
  // A route code, or the line's id (36 characters, so it cannot share the route code's cap).
  shipping_line: string()
    .test(
      'not-blank',
      'shipping_line is required.',
      (value) => value == null || value.trim() !== '',
    )
    .test(
      'route-code-or-id',
      `shipping_line must be a route code (at most ${SHIPPING_ROUTE_CODE_MAX} characters) or a shipping line id.`,
      (value) =>
        value == null || value.trim().length <= SHIPPING_ROUTE_CODE_MAX || isUuid(value.trim()),
    ),
  warehouse_name: string().max(200),
  weight: weight().optional(),
  length: side('length').optional(),
  width: side('width').optional(),
  height: side('height').optional(),
  personal_id: filledText('personal_id').optional(),
  notes: string()
    .nullable()
    .max(PARCEL_NOTES_MAX, `notes must be at most ${PARCEL_NOTES_MAX} characters.`),
  is_problem: boolean(),
  // On an update the type and description may also complete a parcel already flagged;
  // the server checks the merged result.
  problem_type: problemType.nullable(),
  description: string()
    .nullable()
    .max(PARCEL_NOTES_MAX, `description must be at most ${PARCEL_NOTES_MAX} characters.`),
  content_name: readOnly('content_name'),
  content_value: readOnly('content_value'),
  content_quantity: readOnly('content_quantity'),
})
  .noUnknown('Unknown field: ${unknown}.')
  .strict();

/** A list filter's date: YYYY-MM-DD, within 1970–2100. */
function filterDate(field: string) {
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

/** A list filter that is on or off: `true` or `false` (`1` and `0` are read as well). */
function flag(field: string) {
  return boolean().typeError(`${field} must be true or false.`);
}

const PAGE_MESSAGE = `page must be a whole number from 1 to ${PARCEL_PAGE_MAX}.`;
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PARCEL_PAGE_SIZE_MAX}.`;

/**
 * A status filter as sent: repeated (`status=a&status=b`), a comma list (`status=a,b`) or both
 * (decisions.md A28); null for anything that is not text, left for the schema to refuse.
 */
export function statusListOf(original: unknown): string[] | null {
  const parts = typeof original === 'string' ? [original] : original;
  if (!Array.isArray(parts) || !parts.every((part) => typeof part === 'string')) return null;
  return parts.flatMap((part: string) => part.split(',')).map((part) => part.trim());
}

/**
 * `GET .../parcels` query. Query strings are text, so this schema converts (not strict);
 * `status` is read by `statusListOf`.
 */
export const parcelListQuerySchema = querySchema({
  status: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      string()
        .required()
        .oneOf(PARCEL_STATUSES, `status must be one of ${PARCEL_STATUSES.join(', ')}.`),
    ),
  search: string().trim().max(100, 'search must be at most 100 characters.'),
  search_field: string().oneOf(
    PARCEL_SEARCH_FIELDS,
    `search_field must be one of ${PARCEL_SEARCH_FIELDS.join(', ')}.`,
  ),
  created_from: filterDate('created_from'),
  created_to: filterDate('created_to'),
  problem: flag('problem'),
  overdue: flag('overdue'),
  page: number()
    .typeError(PAGE_MESSAGE)
    .integer(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(PARCEL_PAGE_MAX, PAGE_MESSAGE)
    .default(1),
  limit: number()
    .typeError(LIMIT_MESSAGE)
    .integer(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(PARCEL_PAGE_SIZE_MAX, LIMIT_MESSAGE)
    .default(PARCEL_PAGE_SIZE),
});

const LABEL_SIZE_MESSAGE = `size must be one of ${PARCEL_LABEL_SIZES.join(', ')}.`;
export const PARCEL_LABEL_IDS_MESSAGE = `ids must name 1 to ${PARCEL_LABELS_MAX} parcels by their numbers.`;

/** `GET .../parcels/{parcelId}/label` query: the label size (the warehouse's unless asked). */
export const parcelLabelQuerySchema = querySchema({
  size: string().oneOf(PARCEL_LABEL_SIZES, LABEL_SIZE_MESSAGE),
});

/**
 * `GET .../parcels/labels` query: the parcels (`ids=1&ids=2` or `ids=1,2`) and the size. The
 * route asks for `ids` once the warehouse is found: another company's warehouse is a 404 first.
 */
export const parcelLabelsQuerySchema = querySchema({
  ids: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      number()
        .typeError(PARCEL_LABEL_IDS_MESSAGE)
        .integer(PARCEL_LABEL_IDS_MESSAGE)
        .min(1, PARCEL_LABEL_IDS_MESSAGE)
        .max(NUMERIC_ID_MAX, PARCEL_LABEL_IDS_MESSAGE)
        .required(PARCEL_LABEL_IDS_MESSAGE),
    )
    .max(PARCEL_LABELS_MAX, PARCEL_LABEL_IDS_MESSAGE),
  size: string().oneOf(PARCEL_LABEL_SIZES, LABEL_SIZE_MESSAGE),
});
