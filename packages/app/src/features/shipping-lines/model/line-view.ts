import { canEditSections, pricingDay, type ShippingLineStatus } from '@jiyun/domain';

/** The tabs of a line's page (spec 2): basic information at the line's own address. */
export const DETAIL_TABS = ['index', 'size', 'price'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** The `urls.shippingLines.detail` tab argument of a tab (none for basic information). */
export function tabSegment(tab: DetailTab): 'size' | 'price' | undefined {
  return tab === 'index' ? undefined : tab;
}

/**
 * The day a pending pricing change takes effect ("pending until 2026-12-22"): a pricing day is a
 * Beijing calendar day (ADR 0041), whatever the browser's time zone, so the card, the calculator
 * and the server name the same day.
 */
export function pendingUntil(pending: { effective_from: string } | null): string | null {
  if (!pending) return null;
  const at = new Date(pending.effective_from);
  return Number.isNaN(at.getTime()) ? null : pricingDay(at);
}

/** Picking the chosen warehouse again leaves none chosen (spec 5). */
export function toggledWarehouse(chosen: string | null, clicked: string): string | null {
  return chosen === clicked ? null : clicked;
}

/** Why the sections of a line cannot be edited now, as an i18n key; null when they can. */
export function editBlockedReason(
  status: ShippingLineStatus,
): 'detail.editBlocked.pending' | 'detail.editBlocked.deleted' | null {
  if (canEditSections(status)) return null;
  return status === 'pending' ? 'detail.editBlocked.pending' : 'detail.editBlocked.deleted';
}

/** Whether the display section has something to save: another name (trimmed) or a new image. */
export function displayChanged(shownName: string, typedName: string, image: File | null): boolean {
  return image !== null || typedName.trim() !== shownName;
}
