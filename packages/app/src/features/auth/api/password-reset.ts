import {
  apiPaths,
  PASSWORD_RESET_ACTION,
  type OtpSentResponse,
  type PasswordResetRequest,
  type PasswordResetRequestResponse,
  type PasswordResetVerifyResponse,
  type ResetPasswordRequest,
  type SessionResponse,
} from '@jiyun/domain';
import { send } from '../../../api/http';

const withFlow = (flowToken: string) => ({ headers: { 'X-Flow-Token': flowToken } });

/** The forgot-password calls; they run signed out, bound to the flow token of the first step. */
export const passwordResetClient = {
  /** Asks for a code; unknown phones get the same answer (the server does not tell). */
  request: async (body: PasswordResetRequest) =>
    (await send<PasswordResetRequestResponse>('post', apiPaths.passwordReset.request, body)).data,
  resend: async (flowToken: string) =>
    (
      await send<OtpSentResponse>(
        'post',
        apiPaths.passwordReset.resend,
        { action: PASSWORD_RESET_ACTION },
        withFlow(flowToken),
      )
    ).data,
  verify: async (flowToken: string, otpCode: string) =>
    (
      await send<PasswordResetVerifyResponse>(
        'post',
        apiPaths.passwordReset.verify,
        { otpCode },
        withFlow(flowToken),
      )
    ).data.resetPasswordToken,
  /** Sets the new password; the answer signs the user in like a login. */
  reset: (body: ResetPasswordRequest) =>
    send<SessionResponse>('patch', apiPaths.passwordReset.reset, body),
};
