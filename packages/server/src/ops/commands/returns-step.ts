import { isUuid, OPS_RETURN_STEPS } from '@jiyun/domain';
import type { OpsReturnStep } from '@jiyun/domain';
import { notify } from '../../notifications/notify.js';
import { OpsRefusal, OpsUsageError, optionalText } from '../command.js';
import type { OpsCommand } from '../command.js';
import { returnCompleted, returnDelivered, returnPaid } from '../notices.js';

const NOTICES = { pay: returnPaid, deliver: returnDelivered, complete: returnCompleted } as const;
const METHODS = ['alipay', 'wechat', 'card'];

function returnStep(
  step: OpsReturnStep,
  summary: string,
  example: string,
  withMethod = false,
): OpsCommand {
  const { from, to } = OPS_RETURN_STEPS[step];
  return {
    name: `returns:${step}`,
    summary,
    usage: `returns:${step} <return id or number>${withMethod ? ' [--method alipay|wechat|card]' : ''}`,
    example,
    positionals: 1,
    ...(withMethod ? { options: { method: { type: 'string' } } } : {}),
    async run({ open, now }, input) {
      const reference = input.positionals[0] ?? '';
      if (!isUuid(reference) && !/^[Rr]?\d{1,15}$/.test(reference)) {
        throw new OpsUsageError(
          `<return> must be a return id (UUID) or number such as R2600001, got "${reference}".`,
        );
      }
      const method = optionalText(input, 'method') ?? 'alipay';
      if (withMethod && !METHODS.includes(method)) {
        throw new OpsUsageError(`--method must be one of ${METHODS.join(', ')}, got "${method}".`);
      }
      const session = await open();
      const found = await session.returns.findAny(reference);
      if (!found) throw new OpsRefusal(`No return ${reference}.`);
      const result = await session.returns.advance(found.id, step, now(), { method });
      if (!result.ok) {
        throw new OpsRefusal(
          `Return R${found.return_no} is ${found.status}; returns:${step} takes a return that is ${from.join(' or ')}.`,
        );
      }
      const notificationId = await notify(
        session.db,
        found.merchant_id,
        NOTICES[step](result.value),
      );
      return {
        json: {
          id: found.id,
          return_no: `R${found.return_no}`,
          status: to,
          notification_id: notificationId,
        },
        text: `Return R${found.return_no} of ${found.customer_username} is now ${to}. The merchant was notified.`,
      };
    },
  };
}

export const returnsPay = returnStep(
  'pay',
  'Record the customer’s payment of a packed return (its total): it becomes paid',
  'pnpm ops returns:pay R2600001 --method wechat',
  true,
);
export const returnsDeliver = returnStep(
  'deliver',
  'Mark a shipped return delivered',
  'pnpm ops returns:deliver R2600001',
);
export const returnsComplete = returnStep(
  'complete',
  'Mark a delivered return completed (the receiver confirmed it)',
  'pnpm ops returns:complete R2600001',
);
