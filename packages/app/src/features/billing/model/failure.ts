import { billingFailureKey, billingFailureOf, type BillingCall } from '@jiyun/domain';
import { readApiFailure } from '../../../api/api-error';

/** The i18n key (namespace `billing`) of what a billing call's error says, via the domain's map. */
export function billingFailureTextKey(call: BillingCall, error: unknown) {
  const { status, code, message } = readApiFailure(error);
  return billingFailureKey(
    billingFailureOf(call, {
      status: status ?? undefined,
      code: code ?? undefined,
      message: message ?? undefined,
    }),
  );
}
