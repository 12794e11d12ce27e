import type { ShippingLineStatus, TransportType } from './route-code.js';
import type {
  DaysUnit,
  RouteDeposit,
  ShippingLinePatchSection,
  ShippingLineStatusAction,
} from './types.js';
import { pendingUntil, pricingDayStart } from '../pricing/schedule.js';

// ---------------------------------------------------------------------------------------------
// Status menu (spec 4, A24)
// ---------------------------------------------------------------------------------------------

const STATUS_ACTIONS: Readonly<Record<ShippingLineStatus, readonly ShippingLineStatusAction[]>> = {
  active: ['suspend', 'delete'],
  suspended: ['reactivate', 'delete'],
  pending: ['delete'],
  deleted: [],
};

/**
 * What the status menu offers for a status (spec 4): suspended → Reactivate, Delete; pending →
 * Delete only; active → Suspend, Delete; a deleted line offers nothing. The server answers 409 to
 * any other transition (A24).
 */
export function statusActions(status: ShippingLineStatus): readonly ShippingLineStatusAction[] {
  return STATUS_ACTIONS[status];
}

/** The status a line has after a status action. */
export function statusAfterAction(action: ShippingLineStatusAction): ShippingLineStatus {
  switch (action) {
    case 'suspend':
      return 'suspended';
    case 'reactivate':
      return 'active';
    case 'delete':
      return 'deleted';
  }
}

/**
 * Whether the sections of a line (display, route, warehouse, pricing, exceptions, size) can be
 * edited: not while it waits for approval (spec 4), and not once it is deleted.
 */
export function canEditSections(status: ShippingLineStatus): boolean {
  return status === 'active' || status === 'suspended';
}

const STATUS_WORDS: Readonly<Record<ShippingLineStatus, string>> = {
  active: 'an active',
  suspended: 'a suspended',
  pending: 'a pending',
  deleted: 'a deleted',
};

const ACTION_WORDS: Readonly<Record<ShippingLineStatusAction, string>> = {
  suspend: 'suspended',
  reactivate: 'reactivated',
  delete: 'deleted',
};

/**
 * Why a status action is refused (the 409 message), or null when the menu offers it, e.g.
 * "A pending shipping line cannot be suspended."
 */
export function statusActionRefusal(
  status: ShippingLineStatus,
  action: ShippingLineStatusAction,
): string | null {
  if (statusActions(status).includes(action)) return null;
  const sentence = `${STATUS_WORDS[status]} shipping line cannot be ${ACTION_WORDS[action]}.`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** Why a section edit is refused (the 409 message), or null when the line can be edited. */
export function sectionEditRefusal(status: ShippingLineStatus): string | null {
  switch (status) {
    case 'active':
    case 'suspended':
      return null;
    case 'pending':
      return 'This shipping line is pending approval: it can be edited once it is approved.';
    case 'deleted':
      return 'This shipping line is deleted and can no longer be edited.';
  }
}

/** Whether a PATCH section is a pricing change, which takes effect only after 30 days (A25). */
export function isPricingSection(section: ShippingLinePatchSection): boolean {
  return section === 'globalPricingInfomation' || section === 'exceptionPricingInformation';
}

// ---------------------------------------------------------------------------------------------
// Route times (A18)
// ---------------------------------------------------------------------------------------------

const DAYS_PER_UNIT: Readonly<Record<DaysUnit, number>> = { days: 1, weeks: 7 };

/** A route time in days (A18: a week is 7 days). */
export function timeInDays(value: number, unit: DaysUnit): number {
  return value * DAYS_PER_UNIT[unit];
}

/** Whether the shortest time is shorter than the longest, compared in days whatever the units (A18). */
export function minTimeBeforeMax(
  min: number,
  minUnit: DaysUnit,
  max: number,
  maxUnit: DaysUnit,
): boolean {
  return timeInDays(min, minUnit) < timeInDays(max, maxUnit);
}

// ---------------------------------------------------------------------------------------------
// Pricing schedule (A25)
// ---------------------------------------------------------------------------------------------

/**
 * When a pricing change saved at `savedAt` takes effect (A25): the start, Beijing time, of the
 * day the pricing engine names "pending until" — one rule for the server's versions and the
 * engine's quotes (ADR 0041).
 */
export function pricingEffectiveFrom(savedAt: Date): Date {
  return pricingDayStart(pendingUntil(savedAt));
}

/**
 * Of a line's pricing versions of one kind, the one in force at `now` (the latest whose
 * `effective_from` is not after `now`) and the pending one (the latest in the future); null when
 * there is none.
 */
export function pricingVersionsAt<V extends { effective_from: Date }>(
  versions: readonly V[],
  now: Date,
): { current: V | null; pending: V | null } {
  let current: V | null = null;
  let pending: V | null = null;
  for (const version of versions) {
    const time = version.effective_from.getTime();
    if (time <= now.getTime()) {
      if (!current || time > current.effective_from.getTime()) current = version;
    } else if (!pending || time > pending.effective_from.getTime()) {
      pending = version;
    }
  }
  return { current, pending };
}

// ---------------------------------------------------------------------------------------------
// Route options and deposit
// ---------------------------------------------------------------------------------------------

/** Key of `RouteOptions.shippingMethods`: `CN-CA`. */
export function shippingMethodsKey(origin: string, destination: string): string {
  return `${origin.toUpperCase()}-${destination.toUpperCase()}`;
}

/** Key of `RouteOptions.contentTypes`: `CN-CA-air`. */
export function contentTypesKey(
  origin: string,
  destination: string,
  method: TransportType,
): string {
  return `${shippingMethodsKey(origin, destination)}-${method}`;
}

/** The 404 message of a route without a deposit (spec 8). */
export const DEPOSIT_NOT_FOUND = 'No deposit amount for this route found. Please contact support';

/**
 * What the merchant pays for a route (A20): the amount minus the first discount, never below 0,
 * rounded to cents.
 */
export function depositDue(deposit: Pick<RouteDeposit, 'amount' | 'discounts'>): number {
  const discount = deposit.discounts[0]?.amount ?? 0;
  return Math.max(0, Math.round((deposit.amount - discount) * 100) / 100);
}
