import { PARCEL_FIELDS_HELD, toIsoDate } from '@jiyun/domain';
import type {
  ParcelCreateRequest,
  ParcelFieldHeld,
  ParcelProblem,
  ParcelUpdateRequest,
} from '@jiyun/domain';
import { HELD_COLUMNS } from '../../repositories/parcels.js';
import type { ParcelRow, ParcelValues } from '../../repositories/parcels.js';

/** Shelves are written upper-case (`A-01-03`) whatever the scanner or keyboard sent. */
function shelf(text: string): string {
  return text.trim().toUpperCase();
}

function storedProblem(problem: ParcelProblem) {
  return {
    is_problem: problem.is_problem,
    problem_type: problem.problem_type,
    problem_description: problem.description,
  };
}

/** The row of a parcel received with a shelf: it is in stock from now on. */
export function receivedParcelValues(
  body: ParcelCreateRequest,
  shippingLineId: string,
  problem: ParcelProblem,
): ParcelValues {
  return {
    tracking_id: body.tracking_id.trim(),
    personal_id: body.personal_id.trim(),
    status: 'stored',
    weight: body.weight,
    length: body.length,
    width: body.width,
    height: body.height,
    inbound_date: body.inbound_date,
    shelf_location: shelf(body.shelf_location),
    shipping_line_id: shippingLineId,
    notes: body.notes?.trim() || null,
    ...storedProblem(problem),
    confirmed_duplicate: body.confirm_duplicate === true,
  };
}

/**
 * The columns a change writes: only the fields sent, written as stored. The shipping line and
 * the problem flag need the parcel and the warehouse, so the route adds them.
 */
export function changedParcelValues(
  body: ParcelUpdateRequest,
  problem: ParcelProblem | null,
): Partial<ParcelValues> {
  const values: Partial<ParcelValues> = {};
  if (body.tracking_id !== undefined) values.tracking_id = body.tracking_id.trim();
  if (body.personal_id !== undefined) values.personal_id = body.personal_id.trim();
  if (body.inbound_date !== undefined) {
    values.inbound_date = toIsoDate(body.inbound_date) ?? undefined;
  }
  if (body.status !== undefined) values.status = body.status;
  if (body.shelf_location !== undefined) values.shelf_location = shelf(body.shelf_location);
  for (const side of ['weight', 'length', 'width', 'height'] as const) {
    if (body[side] !== undefined) values[side] = body[side];
  }
  if (body.notes !== undefined) values.notes = body.notes?.trim() || null;
  if (problem !== null) Object.assign(values, storedProblem(problem));
  return values;
}

/**
 * The held fields (`PARCEL_FIELDS_HELD`) a change would write differently from what the parcel
 * has: those an open order or return refuses.
 */
export function heldFieldsChanged(
  parcel: ParcelRow,
  values: Partial<ParcelValues>,
): ParcelFieldHeld[] {
  return PARCEL_FIELDS_HELD.filter((field) => {
    const column = HELD_COLUMNS[field];
    return values[column] !== undefined && values[column] !== parcel[column];
  });
}
