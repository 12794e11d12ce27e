import { OTP_RESEND_SECONDS } from '@jiyun/domain';

/**
 * The moment to count the resend wait from, so that the countdown shows what the server said
 * (`resend_after` seconds from `now`) with a button that counts `OTP_RESEND_SECONDS`.
 */
export function codeSentAtFor(resendAfterSeconds: number, now: number): number {
  const wait = Math.min(Math.max(0, resendAfterSeconds), OTP_RESEND_SECONDS);
  return now - (OTP_RESEND_SECONDS - wait) * 1000;
}
