import { isUuid } from '@jiyun/domain';
import { OpsRefusal, OpsUsageError } from '../command.js';
import type { OpsInput, OpsSession } from '../command.js';
import type { OrderRow } from '../../repositories/orders.js';

/** The order named by the first positional: its id or its order number. */
export async function orderArgument(session: OpsSession, input: OpsInput): Promise<OrderRow> {
  const order = await session.orders.findAny(orderReference(input));
  if (!order) throw new OpsRefusal(`No order ${input.positionals[0] ?? ''}.`);
  return order;
}

/** The first positional checked as an order id or number, before the database is opened. */
export function orderReference(input: OpsInput): string {
  const value = input.positionals[0];
  if (value === undefined) throw new OpsUsageError('Missing <order>.');
  if (!isUuid(value) && !/^\d{1,15}$/.test(value)) {
    throw new OpsUsageError(`<order> must be an order id (UUID) or number such as 2600001, got "${value}".`);
  }
  return value;
}
