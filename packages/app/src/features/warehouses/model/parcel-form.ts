import type {
  Parcel,
  ParcelCreateRequest,
  ParcelProblemType,
  ParcelStatus,
  ParcelUpdateRequest,
} from '@jiyun/domain';
import { failureKey, type FailureKeys } from '../../../forms/failure-keys';
import { isoFromDate } from '../../../lib/dates';

/** A parcel's fields as typed on the new-parcel page. Measurements are text: digits and a dot. */
export interface NewParcelForm {
  tracking_id: string;
  personal_id: string;
  /** YYYY-MM-DD */
  inbound_date: string;
  shelf_location: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  shipping_route_code: string;
  notes: string;
  is_problem: boolean;
  problem_type: ParcelProblemType | '';
  description: string;
}

export function emptyNewParcelForm(today: Date): NewParcelForm {
  return {
    tracking_id: '',
    personal_id: '',
    inbound_date: isoFromDate(today),
    shelf_location: '',
    weight: '',
    length: '',
    width: '',
    height: '',
    shipping_route_code: '',
    notes: '',
    is_problem: false,
    problem_type: '',
    description: '',
  };
}

/**
 * The form after "Submit and scan": empty for the next parcel, but on the same day, the same shelf
 * and the same shipping line, because an operator receives a batch onto one shelf for one line.
 */
export function nextScanForm(saved: NewParcelForm, today: Date): NewParcelForm {
  return {
    ...emptyNewParcelForm(today),
    inbound_date: saved.inbound_date,
    shelf_location: saved.shelf_location,
    shipping_route_code: saved.shipping_route_code,
  };
}

/** Text as typed → number for the API; blank or unreadable text stays out (the schema says so). */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d*\.?\d*$/.test(trimmed) || trimmed === '.') return undefined;
  return Number(trimmed);
}

/**
 * The POST body of a new parcel. Missing or malformed values are left out so the domain schema
 * names them as required; the problem type and description travel only with the problem flag.
 */
export function parcelCreateBody(
  form: NewParcelForm,
  confirmDuplicate = false,
): Partial<ParcelCreateRequest> {
  const body: Partial<ParcelCreateRequest> = {
    tracking_id: form.tracking_id.trim(),
    personal_id: form.personal_id.trim(),
    inbound_date: form.inbound_date,
    shelf_location: form.shelf_location.trim(),
    weight: numberOf(form.weight),
    length: numberOf(form.length),
    width: numberOf(form.width),
    height: numberOf(form.height),
    shipping_route_code: form.shipping_route_code,
  };
  const notes = form.notes.trim();
  if (notes) body.notes = notes;
  if (form.is_problem) {
    body.is_problem = true;
    if (form.problem_type) body.problem_type = form.problem_type;
    body.description = form.description.trim();
  }
  if (confirmDuplicate) body.confirm_duplicate = true;
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== undefined),
  ) as Partial<ParcelCreateRequest>;
}

/** What the side panel's edit form holds. */
export interface ParcelEditForm {
  status: ParcelStatus;
  tracking_id: string;
  personal_id: string;
  inbound_date: string;
  shelf_location: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  notes: string;
  is_problem: boolean;
  problem_type: ParcelProblemType | '';
  description: string;
}

export function parcelEditFormOf(parcel: Parcel): ParcelEditForm {
  return {
    status: parcel.status,
    tracking_id: parcel.tracking_id,
    personal_id: parcel.personal_id,
    inbound_date: parcel.inbound_date.slice(0, 10),
    shelf_location: parcel.shelf_location,
    weight: String(parcel.weight),
    length: String(parcel.length),
    width: String(parcel.width),
    height: String(parcel.height),
    notes: parcel.notes ?? '',
    is_problem: parcel.is_problem,
    problem_type: parcel.problem_type ?? '',
    description: parcel.description ?? '',
  };
}

/**
 * Only what changed in the side panel, as the PATCH body. Turning the problem flag off clears
 * its type and description; turning it on (or editing them) sends both so the server can check
 * the pair.
 */
export function changedParcelFields(parcel: Parcel, form: ParcelEditForm): ParcelUpdateRequest {
  const before = parcelEditFormOf(parcel);
  const changed: ParcelUpdateRequest = {};
  if (form.status !== before.status) changed.status = form.status;
  for (const field of ['tracking_id', 'personal_id', 'shelf_location'] as const) {
    if (form[field].trim() !== before[field]) changed[field] = form[field].trim();
  }
  if (form.inbound_date !== before.inbound_date) changed.inbound_date = form.inbound_date;
  for (const field of ['weight', 'length', 'width', 'height'] as const) {
    const value = numberOf(form[field]);
    if (value !== Number(before[field])) changed[field] = value ?? Number.NaN;
  }
  if (form.notes.trim() !== before.notes) changed.notes = form.notes.trim() || null;
  if (!form.is_problem) {
    if (before.is_problem) {
      changed.is_problem = false;
      changed.problem_type = null;
      changed.description = null;
    }
  } else if (
    !before.is_problem ||
    form.problem_type !== before.problem_type ||
    form.description.trim() !== before.description
  ) {
    changed.is_problem = true;
    changed.problem_type = form.problem_type || null;
    changed.description = form.description.trim() || null;
  }
  return changed;
}

/** Digits and one dot: what a measurement field keeps of what is typed or scanned. */
export function keepDecimal(text: string): string {
  const cleaned = text.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  return dot === -1
    ? cleaned
    : cleaned.slice(0, dot + 1) + cleaned.slice(dot + 1).replace(/\./g, '');
}

export type ParcelErrorKey =
  | 'parcel.errors.required'
  | 'parcel.errors.positive'
  | 'parcel.errors.weightTooSmall'
  | 'parcel.errors.sideTooSmall'
  | 'parcel.errors.tracking_id'
  | 'parcel.errors.inbound_date_range'
  | 'parcel.errors.problem_type'
  | 'parcel.errors.description';

/**
 * The message (its i18n key) under a parcel field the schema rejected, on the new-parcel page and
 * in the parcel edit alike: measurements must be positive numbers, a tracking number has a shape,
 * an inbound date has bounds, the problem fields say what they need, anything else is required.
 */
export const PARCEL_FAILURE_KEYS: FailureKeys<ParcelErrorKey> = {
  fields: {
    weight: { recordable: 'parcel.errors.weightTooSmall', '*': 'parcel.errors.positive' },
    length: { recordable: 'parcel.errors.sideTooSmall', '*': 'parcel.errors.positive' },
    width: { recordable: 'parcel.errors.sideTooSmall', '*': 'parcel.errors.positive' },
    height: { recordable: 'parcel.errors.sideTooSmall', '*': 'parcel.errors.positive' },
    tracking_id: { matches: 'parcel.errors.tracking_id', '*': 'parcel.errors.required' },
    inbound_date: {
      'inbound-range': 'parcel.errors.inbound_date_range',
      '*': 'parcel.errors.required',
    },
    problem_type: 'parcel.errors.problem_type',
    description: 'parcel.errors.description',
  },
  other: 'parcel.errors.required',
};

/** `PARCEL_FAILURE_KEYS` for one field and the rule it failed. */
export function parcelErrorKey(field: string, failure: string | undefined): ParcelErrorKey {
  return failureKey(PARCEL_FAILURE_KEYS, { field, rule: failure ?? 'required' });
}
