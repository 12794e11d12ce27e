import {
  returnFailureKey,
  returnFailureOf,
  type ReturnCall,
  type ReturnFailure,
} from '@jiyun/domain';
import { readApiFailure } from '../../../../api/api-error';

/** The failure a return call's error stands for (spec 8), via the domain's map. */
export function returnFailureFrom(call: ReturnCall, error: unknown): ReturnFailure {
  const { status, code, message } = readApiFailure(error);
  return returnFailureOf(call, {
    status: status ?? undefined,
    code: code ?? undefined,
    message: message ?? undefined,
  });
}

/** The i18n key (namespace `returns`) of what a return call's error says. */
export function returnFailureTextKey(call: ReturnCall, error: unknown) {
  return returnFailureKey(returnFailureFrom(call, error));
}
