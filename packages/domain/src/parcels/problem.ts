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

/** A parcel with no problem flag: where a new parcel starts. */
export const NO_PARCEL_PROBLEM: ParcelProblem = {
  is_problem: false,
  problem_type: null,
  description: null,
};

function blankToNull(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/**
 * Everything wrong with the problem fields after a request, the one rule of problem parcels:
 * flagged, it needs a type and a description (each taken from the request or kept from the
 * parcel); not flagged, it has neither, and sending one without the flag is a mistake rather
 * than something to drop. A form shows every failure at once; the API names the first.
 */
export function parcelProblemFailures(
  current: ParcelProblem,
  change: ParcelProblemChange,
): ParcelProblemFailure[] {
  const isProblem = change.is_problem ?? current.is_problem;
  const failures: ParcelProblemFailure[] = [];
  if (!isProblem) {
    if (change.problem_type != null) {
      failures.push({ field: 'problem_type', message: PARCEL_PROBLEM_MESSAGES.typeNeedsProblem });
    }
    if (blankToNull(change.description) !== null) {
      failures.push({
        field: 'description',
        message: PARCEL_PROBLEM_MESSAGES.descriptionNeedsProblem,
      });
    }
    return failures;
  }
  const { problemType, description } = mergedProblem(current, change);
  if (!problemType) {
    failures.push({ field: 'problem_type', message: PARCEL_PROBLEM_MESSAGES.typeRequired });
  }
  if (!description) {
    failures.push({ field: 'description', message: PARCEL_PROBLEM_MESSAGES.descriptionRequired });
  }
  return failures;
}

function mergedProblem(current: ParcelProblem, change: ParcelProblemChange) {
  return {
    problemType: change.problem_type !== undefined ? change.problem_type : current.problem_type,
    description:
      change.description !== undefined ? blankToNull(change.description) : current.description,
  };
}

/** The problem flag after a request, or the first thing wrong with it. */
export function resolveParcelProblem(
  current: ParcelProblem,
  change: ParcelProblemChange,
): ParcelProblemResult {
  const [failure] = parcelProblemFailures(current, change);
  if (failure) return { ok: false, failure };
  const isProblem = change.is_problem ?? current.is_problem;
  if (!isProblem) return { ok: true, problem: NO_PARCEL_PROBLEM };
  const { problemType, description } = mergedProblem(current, change);
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

/**
 * Whether a parcel received with these fields is a problem parcel. The spec's create body has no
 * flag, so a problem type or description makes one (decisions.md); an explicit `false` still
 * refuses them rather than dropping what the merchant wrote.
 */
export function newParcelIsProblem(change: ParcelProblemChange): boolean {
  return (
    change.is_problem ?? (change.problem_type != null || blankToNull(change.description) !== null)
  );
}

/** The problem fields of a parcel to receive, with the flag they imply. */
function newParcelChange(change: ParcelProblemChange): ParcelProblemChange {
  return { ...change, is_problem: newParcelIsProblem(change) };
}

/** Everything wrong with the problem fields of a parcel to receive (the form shows them all). */
export function newParcelProblemFailures(change: ParcelProblemChange): ParcelProblemFailure[] {
  return parcelProblemFailures(NO_PARCEL_PROBLEM, newParcelChange(change));
}

/** The problem flag of a parcel received with these fields. */
export function newParcelProblem(change: ParcelProblemChange): ParcelProblemResult {
  return resolveParcelProblem(NO_PARCEL_PROBLEM, newParcelChange(change));
}
