import { PHONE_COUNTRY_CODES, type PhoneCountryCode } from '@jiyun/domain';

/**
 * What the forgot-password steps hand each other in the route state (the browser keeps it in
 * this tab's history, so a reload of a step keeps it; a link opened elsewhere has none).
 */
export interface ForgotPasswordFlow {
  countryCode: PhoneCountryCode;
  phone: string;
  /** Sent as `X-Flow-Token` on resend and verify. */
  flowToken: string;
  /** When the last code was sent (ms since the epoch); the resend countdown runs from it. */
  codeSentAt: number;
  /** Set once the code is verified; the reset step needs it. */
  resetToken?: string;
}

/** The part of the flow a step needs but did not receive (spec 8: internal errors). */
export type MissingFlowPart = 'phone' | 'flowToken' | 'resetToken';

/** Route state of /forgot-password when a later step sent the user back. */
export interface RestartState {
  missing: MissingFlowPart;
}

export type FlowStep = 'code' | 'reset';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * Reads the flow a step was given. Answers the flow, or which part is missing — checked in the
 * order the steps produce them: the phone, the flow token, then (for the reset step) the reset token.
 */
export function readFlow(
  state: unknown,
  step: FlowStep,
): { flow: ForgotPasswordFlow } | { missing: MissingFlowPart } {
  const value = isRecord(state) ? state : {};
  const countryCode = (PHONE_COUNTRY_CODES as readonly unknown[]).includes(value.countryCode)
    ? (value.countryCode as PhoneCountryCode)
    : null;
  if (!countryCode || !nonEmpty(value.phone)) return { missing: 'phone' };
  if (!nonEmpty(value.flowToken)) return { missing: 'flowToken' };
  if (step === 'reset' && !nonEmpty(value.resetToken)) return { missing: 'resetToken' };
  const codeSentAt =
    typeof value.codeSentAt === 'number' && Number.isFinite(value.codeSentAt)
      ? value.codeSentAt
      : 0;
  return {
    flow: {
      countryCode,
      phone: value.phone,
      flowToken: value.flowToken,
      codeSentAt,
      ...(nonEmpty(value.resetToken) ? { resetToken: value.resetToken } : {}),
    },
  };
}

/** The restart reason a /forgot-password visit carries, if any. */
export function restartReason(state: unknown): MissingFlowPart | null {
  if (!isRecord(state)) return null;
  const { missing } = state;
  return missing === 'phone' || missing === 'flowToken' || missing === 'resetToken'
    ? missing
    : null;
}
