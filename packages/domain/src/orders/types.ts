/** Order statuses (spec 4), in the order an order moves through them. */
export const ORDER_STATUSES = [
  'unpacked',
  'packed',
  'paid',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
