import { passwordResetClient } from '../api/password-reset';

// The names the steps call; the calls themselves are the password-reset client's.
export const requestPasswordReset = passwordResetClient.request;
export const resendPasswordResetCode = passwordResetClient.resend;
export const verifyPasswordResetCode = passwordResetClient.verify;
export const resetPassword = passwordResetClient.reset;
