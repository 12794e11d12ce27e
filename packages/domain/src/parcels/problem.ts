import type { ParcelProblemType } from './types.js';

/** A parcel's problem flag as it is stored and answered. */
export interface ParcelProblem {
  is_problem: boolean;
  problem_type: ParcelProblemType | null;
  description: string | null;
}

/** The problem fields a request may send (create or change); null clears on a change. */
export interface ParcelProblemChange {
  is_problem?: boolean;
  problem_type?: ParcelProblemType | null;
  description?: string | null;
}

/** Which problem field is wrong and why, in the API's words. */
export interface ParcelProblemFailure {
  field: 'problem_type' | 'description';
  message: string;
}

export const PARCEL_PROBLEM_MESSAGES = {
  typeRequired: 'problem_type is required for a problem parcel.',
  descriptionRequired: 'description is required for a problem parcel.',
  typeNeedsProblem: 'problem_type needs is_problem: true.',
  descriptionNeedsProblem: 'description needs is_problem: true.',
} as const;

export type ParcelProblemResult =
  { ok: true; problem: ParcelProblem } | { ok: false; failure: ParcelProblemFailure };

const NO_PROBLEM: ParcelProblem = { is_problem: false, problem_type: null, description: null };

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * The problem flag after a request, the one rule of problem parcels: flagged, it needs a type
 * and a description (each taken from the request or kept from the parcel); not flagged, it has
 * neither, and sending one without the flag is a mistake rather than something to drop.
 * A new parcel starts from "no problem".
 */
export function resolveParcelProblem(
  current: ParcelProblem,
  change: ParcelProblemChange,
): ParcelProblemResult {
  const isProblem = change.is_problem ?? current.is_problem;
  if (!isProblem) {
    if (change.problem_type != null) {
      return fail('problem_type', PARCEL_PROBLEM_MESSAGES.typeNeedsProblem);
    }
    if (blankToNull(change.description) !== null) {
      return fail('description', PARCEL_PROBLEM_MESSAGES.descriptionNeedsProblem);
    }
    return { ok: true, problem: NO_PROBLEM };
  }
  const problemType =
    change.problem_type !== undefined ? change.problem_type : current.problem_type;
  const description =
    change.description !== undefined ? blankToNull(change.description) : current.description;
  if (!problemType) return fail('problem_type', PARCEL_PROBLEM_MESSAGES.typeRequired);
  if (!description) return fail('description', PARCEL_PROBLEM_MESSAGES.descriptionRequired);
  return { ok: true, problem: { is_problem: true, problem_type: problemType, description } };
}

/** True when a change request names any problem field, so the flag needs resolving at all. */
export function touchesParcelProblem(change: ParcelProblemChange): boolean {
  return (
    change.is_problem !== undefined ||
    change.problem_type !== undefined ||
    change.description !== undefined
  );
}

/** The problem flag of a parcel received with these fields. */
export function newParcelProblem(change: ParcelProblemChange): ParcelProblemResult {
  return resolveParcelProblem(NO_PROBLEM, change);
}

function fail(field: ParcelProblemFailure['field'], message: string): ParcelProblemResult {
  return { ok: false, failure: { field, message } };
}
