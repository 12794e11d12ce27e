/** A verification code has exactly this many digits (spec 5, 9). */
export const OTP_CODE_LENGTH = 6;

/** Seconds before another code may be sent to the same flow or phone (spec 9: resend countdown). */
export const OTP_RESEND_SECONDS = 30;

/** How long the "a new code was sent" notice stays on screen (spec 9). */
export const NEW_CODE_NOTICE_MS = 4000;

/** A code is valid this long after it was sent. */
export const OTP_TTL_SECONDS = 5 * 60;

/** Wrong tries a code survives; the next try fails even with the right code. */
export const OTP_MAX_ATTEMPTS = 5;

/** Longest e-mail address we store (RFC 5321 path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** The only `action` the forgot-password resend call knows. */
export const PASSWORD_RESET_ACTION = 'password_reset_requested';

/** Page size of the notification list when `limit` is not given, and the largest allowed. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE_MAX = 50;
