import type { OrderStatus, OrderTimelineEntry } from './types.js';

/** What a merchant may do to an order (spec 4, A5). */
export const ORDER_ACTIONS = [
  'edit_receiver',
  'pack',
  'repack',
  'check_price',
  'edit_tracking',
  'cancel',
  'return_parcel',
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/**
 * The statuses each action is allowed in: receiver info while the package has not arrived
 * (unpacked to shipped); packing and the quote while unpacked, repacking (and its quote) while
 * packed; the tracking number once paid (saving it ships the order); cancel before payment; a
 * parcel returned to stock only before packing (A5).
 */
const ALLOWED: Readonly<Record<OrderAction, readonly OrderStatus[]>> = {
  edit_receiver: ['unpacked', 'packed', 'paid', 'shipped'],
  pack: ['unpacked'],
  repack: ['packed'],
  check_price: ['unpacked', 'packed'],
  edit_tracking: ['paid', 'shipped'],
  cancel: ['unpacked', 'packed'],
  return_parcel: ['unpacked'],
};

/** Whether `action` is allowed on an order in `status`. */
export function orderAllows(status: OrderStatus, action: OrderAction): boolean {
  return ALLOWED[action].includes(status);
}

/** The statuses `action` is allowed in (the repository re-checks them under the row lock). */
export function statusesAllowing(action: OrderAction): readonly OrderStatus[] {
  return ALLOWED[action];
}

/** Every action allowed in `status`, in `ORDER_ACTIONS` order (the detail page's buttons). */
export function orderActions(status: OrderStatus): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => orderAllows(status, action));
}

/** The tracking bar's steps (spec 4), in order. */
export const ORDER_PROGRESS_STEPS = ['packing', 'packed', 'shipped', 'delivered'] as const;
export type OrderProgressStep = (typeof ORDER_PROGRESS_STEPS)[number];

const PROGRESS: Readonly<Record<OrderStatus, OrderProgressStep>> = {
  unpacked: 'packing',
  cancelled: 'packing',
  packed: 'packed',
  paid: 'packed',
  shipped: 'shipped',
  delivered: 'delivered',
  completed: 'delivered',
};

/** The step the tracking bar shows for a status. */
export function orderProgressStep(status: OrderStatus): OrderProgressStep {
  return PROGRESS[status];
}

/** The tracking number is shown read-only once delivered or completed (spec 4). */
export function trackingReadOnly(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'completed';
}

/** What the timeline is built from. */
export interface OrderTimelineSource {
  status: OrderStatus;
  created_at: string;
  paid_at: string | null;
  completed_at: string | null;
}

/** The timeline (spec 4): creation; payment when paid; completion only when completed. */
export function orderTimeline(order: OrderTimelineSource): OrderTimelineEntry[] {
  const entries: OrderTimelineEntry[] = [{ kind: 'created', at: order.created_at }];
  if (order.paid_at !== null) entries.push({ kind: 'paid', at: order.paid_at });
  if (order.status === 'completed' && order.completed_at !== null) {
    entries.push({ kind: 'completed', at: order.completed_at });
  }
  return entries;
}

/**
 * Where cancelling leaves the order's parcels (spec 4): an unpacked order's parcels go back in
 * stock on their original shelves; a packed order's parcels were packed into a package, so they
 * become `restored` (to be packed anew, split or together).
 */
export function parcelStatusAfterCancel(status: OrderStatus): 'stored' | 'restored' {
  return status === 'packed' ? 'restored' : 'stored';
}

/** The order's status after a staff step of `pnpm ops` (`orders:pay`, `deliver`, `complete`). */
export const OPS_ORDER_STEPS = {
  pay: { from: ['packed'], to: 'paid' },
  deliver: { from: ['shipped'], to: 'delivered' },
  complete: { from: ['delivered'], to: 'completed' },
} as const satisfies Record<string, { from: readonly OrderStatus[]; to: OrderStatus }>;
export type OpsOrderStep = keyof typeof OPS_ORDER_STEPS;

/** Whether staff may take `step` on an order in `status`. */
export function opsStepAllowed(step: OpsOrderStep, status: OrderStatus): boolean {
  return (OPS_ORDER_STEPS[step].from as readonly OrderStatus[]).includes(status);
}
