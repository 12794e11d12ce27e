import type { ReturnOrderStatus } from './types.js';

/** What a merchant may do to a return (spec 4, checklists §3). */
export const RETURN_ACTIONS = [
  'edit_receiver',
  'pack',
  'repack',
  'edit_tracking',
  'cancel',
] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/**
 * The statuses each action is allowed in, as for orders: the receiver until the package ships;
 * packing while unpacked, repacking while packed; the tracking number once paid (saving it ships
 * the return); cancel before payment.
 */
const ALLOWED: Readonly<Record<ReturnAction, readonly ReturnOrderStatus[]>> = {
  edit_receiver: ['unpacked', 'packed', 'paid', 'shipped'],
  pack: ['unpacked'],
  repack: ['packed'],
  edit_tracking: ['paid', 'shipped'],
  cancel: ['unpacked', 'packed'],
};

/** Whether `action` is allowed on a return in `status`. */
export function returnAllows(status: ReturnOrderStatus, action: ReturnAction): boolean {
  return ALLOWED[action].includes(status);
}

/** The statuses `action` is allowed in (the repository re-checks them under the row lock). */
export function returnStatusesAllowing(action: ReturnAction): readonly ReturnOrderStatus[] {
  return ALLOWED[action];
}

/** Every action allowed in `status`, in `RETURN_ACTIONS` order (the detail page's buttons). */
export function returnActions(status: ReturnOrderStatus): ReturnAction[] {
  return RETURN_ACTIONS.filter((action) => returnAllows(status, action));
}

/** The progress bar's steps (spec 4), the orders' steps. */
export const RETURN_PROGRESS_STEPS = ['packing', 'packed', 'shipped', 'delivered'] as const;
export type ReturnProgressStep = (typeof RETURN_PROGRESS_STEPS)[number];

/**
 * The step the progress bar shows (spec 4): as for orders, except that a paid return shows
 * Shipped once it has a tracking number, else Packed.
 */
export function returnProgressStep(
  status: ReturnOrderStatus,
  trackingNumber: string | null,
): ReturnProgressStep {
  switch (status) {
    case 'unpacked':
    case 'cancelled':
      return 'packing';
    case 'packed':
      return 'packed';
    case 'paid':
      return trackingNumber !== null && trackingNumber.trim() !== '' ? 'shipped' : 'packed';
    case 'shipped':
      return 'shipped';
    case 'delivered':
    case 'completed':
      return 'delivered';
  }
}

/** The tracking editor is shown outside unpacked and packed (spec 4)… */
export function returnTrackingShown(status: ReturnOrderStatus): boolean {
  return status !== 'unpacked' && status !== 'packed';
}

/** …and editable when paid or shipped. */
export function returnTrackingEditable(status: ReturnOrderStatus): boolean {
  return returnAllows(status, 'edit_tracking');
}

/**
 * The warehouse status of a return's parcel (issue 15): `return_processing` while the return is
 * open, `returned` once it has shipped, back in stock (`stored`, on its shelf) when cancelled.
 */
export function parcelStatusForReturn(
  status: ReturnOrderStatus,
): 'return_processing' | 'returned' | 'stored' {
  switch (status) {
    case 'unpacked':
    case 'packed':
    case 'paid':
      return 'return_processing';
    case 'shipped':
    case 'delivered':
    case 'completed':
      return 'returned';
    case 'cancelled':
      return 'stored';
  }
}

/** Return statuses a parcel is held in: at most one open return per parcel. */
export const OPEN_RETURN_STATUSES = ['unpacked', 'packed', 'paid'] as const;

/** The return's status after a staff step of `pnpm ops` (`returns:pay`, `deliver`, `complete`). */
export const OPS_RETURN_STEPS = {
  pay: { from: ['packed'], to: 'paid' },
  deliver: { from: ['shipped'], to: 'delivered' },
  complete: { from: ['delivered'], to: 'completed' },
} as const satisfies Record<string, { from: readonly ReturnOrderStatus[]; to: ReturnOrderStatus }>;
export type OpsReturnStep = keyof typeof OPS_RETURN_STEPS;

/** Whether staff may take `step` on a return in `status`. */
export function opsReturnStepAllowed(step: OpsReturnStep, status: ReturnOrderStatus): boolean {
  return (OPS_RETURN_STEPS[step].from as readonly ReturnOrderStatus[]).includes(status);
}

/** The return number as shown: "R" and the number. */
export function returnNoText(returnNo: number): string {
  return `R${returnNo}`;
}
