import { ORDER_STATUSES, type OrderStatus } from '../orders/types.js';

/** Return order statuses: the spec gives return orders the same statuses as orders. */
export const RETURN_ORDER_STATUSES = ORDER_STATUSES;
export type ReturnOrderStatus = OrderStatus;
