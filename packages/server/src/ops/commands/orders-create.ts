import { lineRefusalMessage } from '@jiyun/domain';
import { notify } from '../../notifications/notify.js';
import { isUniqueViolation } from '../../repositories/warehouses.js';
import { ParcelsNotOrderableError } from '../../repositories/orders.js';
import { OpsRefusal, OpsUsageError, optionalText, requiredText, uuidArgument } from '../command.js';
import type { OpsCommand } from '../command.js';
import { orderCreated } from '../notices.js';

function parcelIds(text: string | null): number[] | null {
  if (text === null) return null;
  const ids = text.split(',').map((part) => part.trim());
  if (ids.some((id) => !/^\d{1,15}$/.test(id))) {
    throw new OpsUsageError(`--parcels must be parcel numbers separated by commas, got "${text}".`);
  }
  return ids.map(Number);
}

export const ordersCreate: OpsCommand = {
  name: 'orders:create',
  summary:
    "Create a customer's order of their stored parcels on an active line (the customer app's stand-in)",
  usage:
    'orders:create <lineId> --customer <username> --receiver-name <name> --receiver-phone <phone> --receiver-address <address> --city <city> [--parcels 100231,100232] [--note <text>] [--optimize] [--remove-gift]',
  example:
    'pnpm ops orders:create 3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e71 --customer wang.xiaoming --receiver-name "王小明" --receiver-phone "+1 604-555-0142" --receiver-address "5300 No. 3 Rd, Richmond, BC V6X 2X9" --city Richmond',
  positionals: 1,
  options: {
    customer: { type: 'string' },
    'receiver-name': { type: 'string' },
    'receiver-phone': { type: 'string' },
    'receiver-address': { type: 'string' },
    city: { type: 'string' },
    parcels: { type: 'string' },
    note: { type: 'string' },
    optimize: { type: 'boolean' },
    'remove-gift': { type: 'boolean' },
  },
  async run({ open, now }, input) {
    const lineId = uuidArgument(input, 0, 'lineId');
    const customerName = requiredText(input, 'customer', 'wang.xiaoming');
    const receiver = {
      receiver_name: requiredText(input, 'receiver-name', '"王小明"'),
      receiver_phone: requiredText(input, 'receiver-phone', '"+1 604-555-0142"'),
      receiver_address: requiredText(input, 'receiver-address', '"5300 No. 3 Rd, Richmond, BC"'),
      receiver_city: requiredText(input, 'city', 'Richmond'),
    };
    const wanted = parcelIds(optionalText(input, 'parcels'));
    const session = await open();
    const { orders } = session;
    const line = await orders.lineById(lineId);
    if (!line || line.status === 'deleted') throw new OpsRefusal(`No shipping line ${lineId}.`);
    const refusal = lineRefusalMessage(line);
    if (refusal !== null) throw new OpsRefusal(refusal);
    if (line.warehouse_id === null) {
      throw new OpsRefusal(`Shipping line ${line.name} has no warehouse to ship from.`);
    }
    const customer = await orders.findCustomer(customerName);
    if (!customer)
      throw new OpsRefusal(`No customer ${customerName}; create one with customers:create.`);
    const stored = await orders.orderableParcels(
      line.merchant_id,
      line.warehouse_id,
      customer.personal_id,
      500,
    );
    const chosen = wanted ?? stored.map((parcel) => parcel.id);
    const missing = chosen.filter((id) => !stored.some((parcel) => parcel.id === id));
    if (missing.length > 0) {
      throw new OpsRefusal(
        `Parcels ${missing.join(', ')} are not ${customer.username}'s stored parcels in this line's warehouse, or are in another order.`,
      );
    }
    if (chosen.length === 0) {
      throw new OpsRefusal(`${customer.username} has no stored parcels in this line's warehouse.`);
    }
    try {
      const order = await orders.create({
        merchantId: line.merchant_id,
        customer,
        line,
        warehouseId: line.warehouse_id,
        parcelIds: chosen,
        receiver: { ...receiver, receiver_country: line.destination_country },
        packing: {
          optimization: input.options.optimize === true,
          remove_gift: input.options['remove-gift'] === true,
          note: optionalText(input, 'note'),
        },
        createdAt: now(),
      });
      const notificationId = await notify(
        session.db,
        line.merchant_id,
        orderCreated(order, chosen.length),
      );
      return {
        json: {
          id: order.id,
          order_no: order.order_no,
          status: order.status,
          parcel_ids: chosen,
          notification_id: notificationId,
        },
        text: `Created order #${order.order_no} (${order.id}) of ${customer.username}: ${chosen.length} parcel(s) on ${line.route_code}, unpacked. The merchant was notified.`,
      };
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new OpsRefusal('A parcel was put in another order meanwhile; run the command again.');
      }
      if (error instanceof ParcelsNotOrderableError) {
        throw new OpsRefusal(
          `Parcels ${error.parcelIds.join(', ')} left the shelf meanwhile (a return, or an edit); run the command again.`,
        );
      }
      throw error;
    }
  },
};
