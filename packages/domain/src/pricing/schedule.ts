import { cityKey } from './city.js';
import type { PricingChange, PricingSchedule, PricingSet } from './types.js';

/** A pricing change is in force this many days after it is saved (decisions.md A25, spec §9). */
export const PRICING_PENDING_DAYS = 30;

/** Pricing days are Asia/Shanghai calendar days: UTC+8 all year (no daylight saving since 1991). */
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The Asia/Shanghai calendar date (YYYY-MM-DD) of an instant. */
export function pricingDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant an Asia/Shanghai calendar date (YYYY-MM-DD) begins. */
export function pricingDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS);
}

/**
 * The first day a change saved at `savedAt` is in force: the Asia/Shanghai calendar day of the
 * save plus 30 days (saved on 22 November at any hour → in force from 22 December, 00:00 Beijing
 * time). The card says "pending until" this date.
 */
export function pendingUntil(savedAt: Date): string {
  const day = Date.parse(`${pricingDay(savedAt)}T00:00:00Z`);
  return new Date(day + PRICING_PENDING_DAYS * DAY_MS).toISOString().slice(0, 10);
}

/** A new line's pricing: in force at once (the line itself waits for approval, A22). */
export function newPricingSchedule(pricing: PricingSet, createdAt: Date): PricingSchedule {
  return { current: pricing, current_since: pricingDay(createdAt), pending: null };
}

/** The schedule as it stands at `at`: a pending change whose day has come becomes the current one. */
export function settlePricingSchedule(schedule: PricingSchedule, at: Date): PricingSchedule {
  const { pending } = schedule;
  if (pending === null || pricingDay(at) < pending.effective_date) return schedule;
  return { current: pending.pricing, current_since: pending.effective_date, pending: null };
}

export interface PricesInForce {
  pricing: PricingSet;
  /** The first day these prices were in force (Asia/Shanghai, YYYY-MM-DD); null if unknown. */
  since: string | null;
  /** The change still waiting on that day, if any. */
  pending: PricingSchedule['pending'];
}

/** The prices in force on the day of `at` (Asia/Shanghai), and the change still pending then. */
export function pricesInForce(schedule: PricingSchedule, at: Date): PricesInForce {
  const settled = settlePricingSchedule(schedule, at);
  return { pricing: settled.current, since: settled.current_since, pending: settled.pending };
}

/** Compares two pricing values field by field; the order of the exception cities does not count. */
function samePricing(a: PricingSet, b: PricingSet): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(set: PricingSet): unknown {
  const pricing = (p: PricingSet['global']) => [
    p.currency,
    p.base_price,
    p.additional_weight_price,
    p.unit,
    p.per_unit,
    p.volumetric_divisor,
  ];
  return [
    pricing(set.global),
    set.exceptions
      .map((city) => [cityKey(city.city_name), city.city_zh_name ?? null, ...pricing(city)])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
  ];
}

/**
 * Saves a pricing change (A25). The change's parts (global, exception cities or both) are laid
 * over the prices the merchant last saved — the pending ones if a change is waiting, else those
 * in force — and the result is the one pending change, in force 30 days after this save: it
 * replaces a change that was waiting, whose other part is kept but now waits for the new date.
 * A change that brings the prices back to those in force leaves nothing pending.
 */
export function applyPricingChange(
  schedule: PricingSchedule,
  change: PricingChange,
  savedAt: Date,
): PricingSchedule {
  const settled = settlePricingSchedule(schedule, savedAt);
  const base = settled.pending?.pricing ?? settled.current;
  const pricing: PricingSet = {
    global: change.global ?? base.global,
    exceptions: change.exceptions ?? base.exceptions,
  };
  if (samePricing(pricing, settled.current)) return { ...settled, pending: null };
  return {
    ...settled,
    pending: {
      pricing,
      saved_at: savedAt.toISOString(),
      effective_date: pendingUntil(savedAt),
    },
  };
}
