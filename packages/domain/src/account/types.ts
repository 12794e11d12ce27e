import type { SessionUser } from '../auth/types.js';
import type { PhoneCountryCode } from '../auth/country-code.js';

/** Body of `POST /merchants/auth/phone/password-reset/request`. */
export interface PasswordResetRequest {
  /** `+1` or `+86`; the `+` is optional. */
  country_code: PhoneCountryCode | string;
  /** Digits and hyphens. */
  phone_number: string;
}

/**
 * Answer of the reset request. An unknown phone gets the same answer (no account discovery);
 * keep `flow_token` for the `X-Flow-Token` header of resend and verify.
 */
export interface PasswordResetRequestResponse {
  data: { flow_token: string; resend_after: number };
}

/** Body of `POST /merchants/auth/phone/resend-otp` (header `X-Flow-Token`). */
export interface ResendOtpRequest {
  action: 'password_reset_requested';
}

/** Answer of resend-otp and otp-send: seconds until the next code may be asked for. */
export interface OtpSentResponse {
  data: { resend_after: number };
}

/** Body of `POST /merchants/auth/phone/password-reset/verify` (header `X-Flow-Token`). */
export interface PasswordResetVerifyRequest {
  otpCode: string;
}

export interface PasswordResetVerifyResponse {
  data: { resetPasswordToken: string };
}

/** Body of `PATCH /merchants/auth/reset-password`; answered like login (`SessionResponse`). */
export interface ResetPasswordRequest {
  resetPasswordToken: string;
  password: string;
}

/** Body of `POST /merchants/auth/phone/otp-send` (signed in): the NEW phone. */
export interface PhoneOtpSendRequest {
  country_code: string;
  phone_number: string;
}

/** Body of `PATCH /merchants/auth/phone/update`. */
export interface PhoneUpdateRequest {
  country_code: string;
  phone_number: string;
  otpCode: string;
}

/** Body of `PATCH /merchants/auth/email/update`. */
export interface EmailUpdateRequest {
  email: string;
}

/** Body of `PATCH /merchants/auth/password/update`. */
export interface PasswordUpdateRequest {
  old_password: string;
  password: string;
}

/** Answer of the phone, email and password updates: the user as the app stores it. */
export interface AccountUserResponse {
  data: { user: SessionUser };
}

/** Server messages the settings and forgot-password screens match on (spec 8). */
export const ACCOUNT_MESSAGES = {
  invalidCode: 'Invalid verification code. Please try again.',
  phoneInUse: 'This phone number is already in use.',
  emailInUse: 'This email is already in use.',
  invalidPreviousPassword: 'Invalid previous password.',
} as const;

/**
 * The server's words when a texted code cannot be used (every code flow: forgot password, phone
 * change, team members); apps tell them apart from a wrong code (`ACCOUNT_MESSAGES.invalidCode`).
 */
export const CODE_MESSAGES = {
  flowNotValid: 'This verification request is not valid or has expired. Please request a new code.',
  expired: 'This verification code has expired. Please request a new code.',
  used: 'This verification code has already been used. Please request a new code.',
  tooManyTries: 'Too many wrong verification codes. Please request a new code.',
} as const;
