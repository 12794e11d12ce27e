import { orderReceiverFormSchema, RETURN_ORDER_NO_MAX, RETURN_REASON_MAX } from '@jiyun/domain';
import { ValidationError } from 'yup';
import { notify } from '../../notifications/notify.js';
import { OpsRefusal, OpsUsageError, optionalText, requiredText } from '../command.js';
import type { OpsCommand } from '../command.js';
import { returnCreated } from '../notices.js';

const REFUSALS = {
  not_found: 'is not the customer’s parcel',
  not_allowed: 'cannot be returned now',
  parcel_not_stored: 'is not in stock (a return takes a stored parcel)',
  parcel_taken: 'is in an open order or return',
} as const;

export const returnsCreate: OpsCommand = {
  name: 'returns:create',
  summary:
    "Create a customer's return of one of their stored parcels (the customer app's stand-in)",
  usage:
    'returns:create <parcel number> --reason <text> --receiver-name <name> --receiver-phone <phone> --receiver-address <address> [--order-no <original order number>] [--note <text>]',
  example:
    'pnpm ops returns:create 100231 --reason "尺码不合适 Wrong size" --order-no TB2026112612345678 --receiver-name "杭州优品服饰退货部" --receiver-phone "+86 571-8765-4321" --receiver-address "浙江省杭州市余杭区文一西路969号"',
  positionals: 1,
  options: {
    reason: { type: 'string' },
    'order-no': { type: 'string' },
    'receiver-name': { type: 'string' },
    'receiver-phone': { type: 'string' },
    'receiver-address': { type: 'string' },
    note: { type: 'string' },
  },
  async run({ open, now }, input) {
    const parcelText = input.positionals[0] ?? '';
    if (!/^\d{1,15}$/.test(parcelText)) {
      throw new OpsUsageError(
        `<parcel number> must be a number such as 100231, got "${parcelText}".`,
      );
    }
    const reason = requiredText(input, 'reason', '"尺码不合适 Wrong size"');
    if (reason.length > RETURN_REASON_MAX) {
      throw new OpsUsageError(`--reason must be at most ${RETURN_REASON_MAX} characters.`);
    }
    const orderNo = optionalText(input, 'order-no');
    if (orderNo !== null && orderNo.length > RETURN_ORDER_NO_MAX) {
      throw new OpsUsageError(`--order-no must be at most ${RETURN_ORDER_NO_MAX} characters.`);
    }
    const receiverInput = {
      receiver_name: requiredText(input, 'receiver-name', '"杭州优品服饰退货部"'),
      receiver_phone: requiredText(input, 'receiver-phone', '"+86 571-8765-4321"'),
      receiver_address: requiredText(
        input,
        'receiver-address',
        '"浙江省杭州市余杭区文一西路969号"',
      ),
    };
    let receiver: typeof receiverInput;
    try {
      receiver = orderReceiverFormSchema.validateSync(receiverInput);
    } catch (error) {
      if (error instanceof ValidationError) throw new OpsUsageError(error.message);
      throw error;
    }
    const session = await open();
    const parcel = await session.returns.parcelAny(Number(parcelText));
    if (!parcel) throw new OpsRefusal(`No parcel ${parcelText}.`);
    const customer = await session.orders.findCustomer(parcel.personal_id);
    if (!customer) {
      throw new OpsRefusal(
        `No customer with the customer id ${parcel.personal_id} of parcel ${parcel.id}; create one with customers:create.`,
      );
    }
    const created = await session.returns.create({
      merchantId: parcel.merchant_id,
      customer,
      parcelId: parcel.id,
      reason,
      originalOrderNo: orderNo,
      receiver,
      note: optionalText(input, 'note'),
      createdAt: now(),
    });
    if (!created.ok) throw new OpsRefusal(`Parcel ${parcel.id} ${REFUSALS[created.refusal]}.`);
    const row = created.value;
    const notificationId = await notify(
      session.db,
      parcel.merchant_id,
      returnCreated(row, parcel.id),
    );
    return {
      json: {
        id: row.id,
        return_no: `R${row.return_no}`,
        status: row.status,
        parcel_id: parcel.id,
        notification_id: notificationId,
      },
      text: `Created return R${row.return_no} (${row.id}) of ${customer.username}: parcel ${parcel.id}, unpacked; the parcel is now return_processing. The merchant was notified.`,
    };
  },
};
