import { createHmac, randomBytes, randomInt } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  CODE_MESSAGES,
  OTP_CODE_LENGTH,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  OTP_TTL_SECONDS,
} from '@jiyun/domain';
import { hashOpaqueToken, newOpaqueToken, sameDigest } from '../auth/opaque-token.js';
import { AppError } from '../http/app-error.js';
import type {
  OtpFlowRow,
  OtpPurpose,
  VerificationCodeRepository,
} from '../repositories/verification-codes.js';
import type { SmsOutboxSender } from '../sms/sms-outbox-sender.js';

export type { OtpPurpose };

/** A reset token works this long after the code was verified, and once. */
export const RESET_TOKEN_TTL_SECONDS = 10 * 60;

// Declared in the domain, where the apps map them to their own words.
export const FLOW_NOT_VALID = CODE_MESSAGES.flowNotValid;
export const CODE_EXPIRED = CODE_MESSAGES.expired;
export const CODE_USED = CODE_MESSAGES.used;
export const TOO_MANY_TRIES = CODE_MESSAGES.tooManyTries;
export const RESET_TOKEN_NOT_VALID =
  'This password reset has expired or was already used. Please start again.';

/** 429 with the seconds to wait; routes copy `retryAfter` into the Retry-After header. */
export class RetryLaterError extends AppError {
  constructor(
    readonly retryAfter: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

export interface OtpServiceDeps {
  codes: VerificationCodeRepository;
  /** Texts are written to the outbox and sent in the background: no answer waits for the gateway. */
  sms: Pick<SmsOutboxSender, 'queue' | 'withhold'>;
  /** Keys the HMACs of codes and tokens. */
  secret: string;
  phoneRateLimitMax: number;
  addressRateLimitMax: number;
  /** Seconds. */
  rateLimitWindow: number;
  /** Injected so tests can move time; defaults to the system clock. */
  now?: () => Date;
}

export interface PhoneTarget {
  countryCode: string;
  phoneNumber: string;
}

type FlowRow = OtpFlowRow;

const e164 = (target: PhoneTarget) => `${target.countryCode}${target.phoneNumber}`;
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/** The languages a text is written in: the app's two. */
export type SmsLanguage = 'zhHans' | 'en';

/**
 * Who asks for a code: their address (the limits count it) and the language of the page they
 * asked from, which the text is written in (issue 40.11).
 */
export interface CodeRequester {
  address: string;
  language: SmsLanguage;
}

function smsText(code: string, language: SmsLanguage): string {
  const minutes = OTP_TTL_SECONDS / 60;
  return language === 'en'
    ? `Your Jiyun verification code is ${code}. It expires in ${minutes} minutes. Do not share it with anyone.`
    : `【集运】您的验证码是 ${code}，${minutes} 分钟内有效。请勿将验证码告诉他人。`;
}

/** Six random digits from the system's CSPRNG. */
export function newOtpCode(): string {
  return randomInt(0, 10 ** OTP_CODE_LENGTH)
    .toString()
    .padStart(OTP_CODE_LENGTH, '0');
}

/**
 * Verification codes: sending (with resend spacing and per-phone and per-address limits),
 * checking (expiry, attempts, single use) and the password-reset token a checked code buys.
 * Codes are stored as an HMAC bound to the flow, its purpose and its phone.
 */
export function createOtpService(deps: OtpServiceDeps) {
  const { codes } = deps;
  const now = deps.now ?? (() => new Date());
  const otpKey = createHmac('sha256', deps.secret).update('jiyun-otp').digest();
  const tokenHash = (token: string) => hashOpaqueToken(deps.secret, `flow:${token}`);
  const resetHash = (token: string) => hashOpaqueToken(deps.secret, `reset:${token}`);

  function codeHash(flowId: string, purpose: string, target: PhoneTarget, code: string): string {
    return createHmac('sha256', otpKey)
      .update(`${purpose}|${flowId}|${e164(target)}|${code}`)
      .digest('base64url');
  }

  /** Refuses (429) when this phone or this address asked for too many codes lately; else counts one. */
  async function countSend(target: PhoneTarget, requester: CodeRequester): Promise<void> {
    const clientAddress = requester.address;
    const at = now();
    const since = new Date(at.getTime() - deps.rateLimitWindow * 1000);
    const phone = e164(target);
    for (const [window, max] of [
      [await codes.sendsToPhoneSince(phone, since), deps.phoneRateLimitMax],
      [await codes.sendsFromAddressSince(clientAddress, since), deps.addressRateLimitMax],
    ] as const) {
      if (window.count >= max) {
        const oldest = window.oldest ?? at;
        const retryAfter = seconds(oldest.getTime() + deps.rateLimitWindow * 1000 - at.getTime());
        throw new RetryLaterError(
          retryAfter,
          `Too many verification codes were requested. Please try again in ${waitText(retryAfter)}.`,
        );
      }
    }
    await codes.recordSend(phone, clientAddress, at, since);
  }

  /**
   * Queues the code for the phone, or, when nobody owns it (`userId` null), writes the row of a
   * text that is never sent: both answers do the same work and reveal no account.
   */
  async function deliver(
    target: PhoneTarget,
    code: string,
    userId: string | null,
    requester: CodeRequester,
  ): Promise<void> {
    if (userId === null) await deps.sms.withhold(e164(target));
    else await deps.sms.queue({ to: e164(target), text: smsText(code, requester.language) });
  }

  function refuseEarlyResend(lastSentAt: Date): void {
    const waited = now().getTime() - lastSentAt.getTime();
    const left = OTP_RESEND_SECONDS * 1000 - waited;
    if (left > 0) {
      const retryAfter = seconds(left);
      throw new RetryLaterError(
        retryAfter,
        `Please wait ${retryAfter} seconds before requesting a new code.`,
      );
    }
  }

  /** Writes a fresh code into the flow (the previous code stops working) and answers it. */
  async function renewCode(flow: Pick<FlowRow, 'id' | 'purpose'>, target: PhoneTarget) {
    const code = newOtpCode();
    const at = now();
    await codes.renewCode(
      flow.id,
      codeHash(flow.id, flow.purpose, target, code),
      new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
      at,
    );
    return code;
  }

  async function createFlow(
    purpose: OtpPurpose,
    userId: string | null,
    target: PhoneTarget,
  ): Promise<{ flowToken: string; code: string }> {
    const flowToken = newOpaqueToken();
    const at = now();
    // Close the earlier open flows of this phone (or user) and purpose: only the newest code works.
    // A user's own change (phone, a member's details, the bank account by the owner's phone)
    // keeps one open flow per user; a reset
    // and a new member's phone, one per phone.
    const perUser =
      userId !== null &&
      (purpose === 'phone_change' ||
        purpose === 'member_change' ||
        purpose === 'bank_account_change');
    await codes.closeOpenFlows(purpose, perUser ? { userId } : target, at);
    const flow = await codes.createFlow({
      flow_token_hash: tokenHash(flowToken),
      purpose,
      user_id: userId,
      country_code: target.countryCode,
      phone_number: target.phoneNumber,
      // Replaced at once by renewCode, which needs the row's id to bind the code.
      code_hash: randomBytes(32).toString('base64url'),
      expires_at: new Date(at.getTime() + OTP_TTL_SECONDS * 1000),
      last_sent_at: at,
      created_at: at,
    });
    const code = await renewCode(flow, target);
    return { flowToken, code };
  }

  /**
   * Checks `code` against the flow and, when it matches, marks the flow used (once only).
   * Wrong codes count; the try after the last allowed one fails even with the right code.
   */
  async function checkCode(flow: FlowRow, code: string): Promise<void> {
    if (flow.consumed_at !== null) throw new AppError(400, 'VALIDATION_FAILED', CODE_USED);
    if (flow.attempts >= OTP_MAX_ATTEMPTS) {
      throw new AppError(400, 'VALIDATION_FAILED', TOO_MANY_TRIES);
    }
    if (flow.expires_at.getTime() <= now().getTime()) {
      throw new AppError(400, 'VALIDATION_FAILED', CODE_EXPIRED);
    }
    const target = { countryCode: flow.country_code, phoneNumber: flow.phone_number };
    const matches =
      flow.user_id !== null &&
      sameDigest(codeHash(flow.id, flow.purpose, target, code), flow.code_hash);
    if (!matches) {
      if (!(await codes.countWrongTry(flow.id, OTP_MAX_ATTEMPTS))) {
        throw new AppError(400, 'VALIDATION_FAILED', TOO_MANY_TRIES);
      }
      throw new AppError(400, 'VALIDATION_FAILED', ACCOUNT_MESSAGES.invalidCode);
    }
    if (!(await codes.consume(flow.id, OTP_MAX_ATTEMPTS, now()))) {
      throw new AppError(400, 'VALIDATION_FAILED', CODE_USED);
    }
  }

  async function flowOfToken(
    flowToken: string | undefined,
    purpose: OtpPurpose = 'password_reset',
  ): Promise<FlowRow> {
    if (flowToken === undefined || flowToken.trim() === '') {
      throw new AppError(400, 'VALIDATION_FAILED', 'The X-Flow-Token header is required.');
    }
    const flow = await codes.findByFlowToken(tokenHash(flowToken.trim()), purpose);
    if (!flow) throw new AppError(401, 'UNAUTHENTICATED', FLOW_NOT_VALID);
    return flow;
  }

  return {
    /**
     * Starts a password reset for an owner's phone. `userId` null (no such owner) gets a flow
     * that looks the same but never sends a code, so the answer reveals no account.
     */
    async startPasswordReset(
      userId: string | null,
      target: PhoneTarget,
      requester: CodeRequester,
    ): Promise<string> {
      await countSend(target, requester);
      const { flowToken, code } = await createFlow('password_reset', userId, target);
      await deliver(target, code, userId, requester);
      return flowToken;
    },

    /** Sends a new code in the same reset flow; the previous code stops working. */
    async resendPasswordReset(flowToken: string | undefined, requester: CodeRequester) {
      const flow = await flowOfToken(flowToken);
      // A flow that was verified, or replaced by a newer request, cannot be revived.
      if (flow.consumed_at !== null) throw new AppError(401, 'UNAUTHENTICATED', FLOW_NOT_VALID);
      refuseEarlyResend(flow.last_sent_at);
      const target = { countryCode: flow.country_code, phoneNumber: flow.phone_number };
      await countSend(target, requester);
      const code = await renewCode(flow, target);
      await deliver(target, code, flow.user_id, requester);
    },

    /** Checks the reset code and answers a single-use reset token. */
    async verifyPasswordReset(flowToken: string | undefined, code: string): Promise<string> {
      const flow = await flowOfToken(flowToken);
      await checkCode(flow, code);
      const resetToken = newOpaqueToken();
      await codes.setResetToken(
        flow.id,
        resetHash(resetToken),
        new Date(now().getTime() + RESET_TOKEN_TTL_SECONDS * 1000),
      );
      return resetToken;
    },

    /** Spends a reset token (once, before it expires) and answers whose password it resets. */
    async spendResetToken(resetToken: string): Promise<string> {
      const userId = await codes.spendResetToken(resetHash(resetToken), now());
      if (!userId) throw new AppError(400, 'VALIDATION_FAILED', RESET_TOKEN_NOT_VALID);
      return userId;
    },

    /**
     * Sends a code to the new phone of a signed-in user (at most once per resend interval).
     * `checkTarget` (is the phone free?) runs only after the limits counted this request, so
     * nobody learns which phones are registered faster than the limits allow.
     */
    async sendPhoneChange(
      userId: string,
      target: PhoneTarget,
      requester: CodeRequester,
      checkTarget: () => Promise<void>,
    ) {
      const lastSentAt = await codes.lastSentAt(userId, 'phone_change');
      if (lastSentAt) refuseEarlyResend(lastSentAt);
      await countSend(target, requester);
      await checkTarget();
      const { code } = await createFlow('phone_change', userId, target);
      await deliver(target, code, userId, requester);
    },

    /** Checks the code sent to the new phone of this user; marks it used when right. */
    async verifyPhoneChange(userId: string, target: PhoneTarget, code: string): Promise<void> {
      const flow = await codes.latestFlowTo(
        userId,
        'phone_change',
        target.countryCode,
        target.phoneNumber,
      );
      // No code was sent to this phone: the same answer as a wrong code.
      if (!flow) throw new AppError(400, 'VALIDATION_FAILED', ACCOUNT_MESSAGES.invalidCode);
      await checkCode(flow, code);
    },

    /**
     * A code to the owner's phone for a change of the company's bank account (A48), whoever of
     * the owner and the billing members asks; one resend interval per company.
     */
    async sendBankAccountCode(owner: { id: string } & PhoneTarget, requester: CodeRequester) {
      const lastSentAt = await codes.lastSentAt(owner.id, 'bank_account_change');
      if (lastSentAt) refuseEarlyResend(lastSentAt);
      await countSend(owner, requester);
      const { code } = await createFlow('bank_account_change', owner.id, owner);
      await deliver(owner, code, owner.id, requester);
    },

    /** Checks the code sent to the owner's phone for a bank account change; marks it used. */
    async verifyBankAccountCode(owner: { id: string } & PhoneTarget, code: string) {
      const flow = await codes.latestFlowTo(
        owner.id,
        'bank_account_change',
        owner.countryCode,
        owner.phoneNumber,
      );
      if (!flow) throw new AppError(400, 'VALIDATION_FAILED', ACCOUNT_MESSAGES.invalidCode);
      await checkCode(flow, code);
    },

    /**
     * A code for an owner's change of a team member (A30): to the member's new phone, or to
     * their own phone for a new password. One resend interval per member.
     */
    async sendMemberCode(
      memberId: string,
      target: PhoneTarget,
      requester: CodeRequester,
      checkTarget: () => Promise<void>,
    ) {
      const lastSentAt = await codes.lastSentAt(memberId, 'member_change');
      if (lastSentAt) refuseEarlyResend(lastSentAt);
      await countSend(target, requester);
      await checkTarget();
      const { code } = await createFlow('member_change', memberId, target);
      await deliver(target, code, memberId, requester);
    },

    /** Checks the code sent for a change of this member to this phone; marks it used when right. */
    async verifyMemberCode(memberId: string, target: PhoneTarget, code: string): Promise<void> {
      const flow = await codes.latestFlowTo(
        memberId,
        'member_change',
        target.countryCode,
        target.phoneNumber,
      );
      if (!flow) throw new AppError(400, 'VALIDATION_FAILED', ACCOUNT_MESSAGES.invalidCode);
      await checkCode(flow, code);
    },

    /**
     * A code to the phone of a member about to be added, bound to the owner or admin who asks;
     * answers the flow token the registration sends back (`X-Flow-Token`).
     */
    async startSubAccount(
      requesterId: string,
      target: PhoneTarget,
      requester: CodeRequester,
      checkTarget: () => Promise<void>,
    ): Promise<string> {
      const lastSentAt = await codes.lastSentToPhoneAt(
        'sub_account',
        target.countryCode,
        target.phoneNumber,
      );
      if (lastSentAt) refuseEarlyResend(lastSentAt);
      await countSend(target, requester);
      await checkTarget();
      const { flowToken, code } = await createFlow('sub_account', requesterId, target);
      await deliver(target, code, requesterId, requester);
      return flowToken;
    },

    /**
     * Checks a new member's code: the flow must be this requester's, for this phone. A flow
     * token that names nothing (or someone else's flow) is a code flow that is gone: 400, so
     * the app does not read it as a lapsed sign-in.
     */
    async verifySubAccount(
      flowToken: string | undefined,
      requesterId: string,
      target: PhoneTarget,
      code: string,
    ): Promise<void> {
      let flow: FlowRow;
      try {
        flow = await flowOfToken(flowToken, 'sub_account');
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          throw new AppError(400, 'VALIDATION_FAILED', FLOW_NOT_VALID);
        }
        throw error;
      }
      const samePhone =
        flow.country_code === target.countryCode && flow.phone_number === target.phoneNumber;
      if (flow.user_id !== requesterId || !samePhone) {
        throw new AppError(400, 'VALIDATION_FAILED', FLOW_NOT_VALID);
      }
      await checkCode(flow, code);
    },
  };
}

export type OtpService = ReturnType<typeof createOtpService>;

function waitText(retryAfter: number): string {
  if (retryAfter < 60) return retryAfter === 1 ? '1 second' : `${retryAfter} seconds`;
  const minutes = Math.ceil(retryAfter / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
