import { orderFailureKey, orderFailureOf, type OrderCall, type OrderFailure } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';

/**
 * The failure an order call's error stands for (spec 8), via the domain's map. The app reads a
 * missing answer part as null, the contract's `OrderErrorAnswer` as absent: converted here.
 */
export function orderFailureFrom(call: OrderCall, error: unknown): OrderFailure {
  const { status, code, message } = readApiFailure(error);
  return orderFailureOf(call, {
    status: status ?? undefined,
    code: code ?? undefined,
    message: message ?? undefined,
  });
}

/** The i18n key (namespace `orders`) of what an order call's error says. */
export function orderFailureTextKey(call: OrderCall, error: unknown) {
  return orderFailureKey(orderFailureFrom(call, error));
}
