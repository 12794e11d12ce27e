import {
  PASSWORD_RESET_ACTION,
  type OtpSentResponse,
  type PasswordResetRequest,
  type PasswordResetRequestResponse,
  type PasswordResetVerifyResponse,
  type ResetPasswordRequest,
  type SessionResponse,
} from '@jiyun/domain';

export const PASSWORD_RESET_PATHS = {
  request: '/merchants/auth/phone/password-reset/request',
  resend: '/merchants/auth/phone/resend-otp',
  verify: '/merchants/auth/phone/password-reset/verify',
  reset: '/merchants/auth/reset-password',
} as const;

// The HTTP client comes with the first call, as on the login page.
const loadApi = async () => (await import('../../../api/client')).api;

const withFlow = (flowToken: string) => ({ headers: { 'X-Flow-Token': flowToken } });

/** Asks for a code; unknown phones get the same answer (the server does not tell). */
export async function requestPasswordReset(body: PasswordResetRequest) {
  const api = await loadApi();
  const { data } = await api.post<PasswordResetRequestResponse>(PASSWORD_RESET_PATHS.request, body);
  return data.data;
}

export async function resendPasswordResetCode(flowToken: string) {
  const api = await loadApi();
  const { data } = await api.post<OtpSentResponse>(
    PASSWORD_RESET_PATHS.resend,
    { action: PASSWORD_RESET_ACTION },
    withFlow(flowToken),
  );
  return data.data;
}

export async function verifyPasswordResetCode(flowToken: string, otpCode: string) {
  const api = await loadApi();
  const { data } = await api.post<PasswordResetVerifyResponse>(
    PASSWORD_RESET_PATHS.verify,
    { otpCode },
    withFlow(flowToken),
  );
  return data.data.resetPasswordToken;
}

/** Sets the new password; the answer signs the user in like a login. */
export async function resetPassword(body: ResetPasswordRequest) {
  const api = await loadApi();
  const { data } = await api.patch<SessionResponse>(PASSWORD_RESET_PATHS.reset, body);
  return data;
}
