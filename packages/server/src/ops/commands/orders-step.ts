import { OPS_ORDER_STEPS } from '@jiyun/domain';
import type { OpsOrderStep } from '@jiyun/domain';
import { notify } from '../../notifications/notify.js';
import { OpsRefusal, OpsUsageError, optionalText } from '../command.js';
import type { OpsCommand } from '../command.js';
import { orderCompleted, orderDelivered, orderPaid } from '../notices.js';
import { orderArgument, orderReference } from './order-argument.js';

const NOTICES = { pay: orderPaid, deliver: orderDelivered, complete: orderCompleted } as const;
const METHODS = ['alipay', 'wechat', 'card'];

function orderStep(
  step: OpsOrderStep,
  summary: string,
  example: string,
  withMethod = false,
): OpsCommand {
  const { from, to } = OPS_ORDER_STEPS[step];
  return {
    name: `orders:${step}`,
    summary,
    usage: `orders:${step} <order id or number>${withMethod ? ' [--method alipay|wechat|card]' : ''}`,
    example,
    positionals: 1,
    ...(withMethod ? { options: { method: { type: 'string' } } } : {}),
    async run({ open, now }, input) {
      orderReference(input);
      const method = optionalText(input, 'method') ?? 'alipay';
      if (withMethod && !METHODS.includes(method)) {
        throw new OpsUsageError(`--method must be one of ${METHODS.join(', ')}, got "${method}".`);
      }
      const session = await open();
      const order = await orderArgument(session, input);
      const result = await session.orders.advance(order.id, step, now(), { method });
      if (!result.ok) {
        throw new OpsRefusal(
          `Order #${order.order_no} is ${order.status}; orders:${step} takes an order that is ${from.join(' or ')}.`,
        );
      }
      const notificationId = await notify(session.db, order.merchant_id, NOTICES[step](result.value));
      return {
        json: { id: order.id, order_no: order.order_no, status: to, notification_id: notificationId },
        text: `Order #${order.order_no} of ${order.customer_username} is now ${to}. The merchant was notified.`,
      };
    },
  };
}

export const ordersPay = orderStep(
  'pay',
  'Record the customer’s payment of a packed order (its total): it becomes paid',
  'pnpm ops orders:pay 2600001 --method wechat',
  true,
);
export const ordersDeliver = orderStep(
  'deliver',
  'Mark a shipped order delivered',
  'pnpm ops orders:deliver 2600001',
);
export const ordersComplete = orderStep(
  'complete',
  'Mark a delivered order completed (the customer confirmed it)',
  'pnpm ops orders:complete 2600001',
);
