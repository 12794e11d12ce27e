import { PERMISSIONS } from '@jiyun/domain';
import type {
  AccountUserResponse,
  OtpSentResponse,
  PasswordResetRequestResponse,
  PasswordResetVerifyResponse,
  SessionResponse,
  SessionUser,
} from '@jiyun/domain';
import { integer, listOf, objectOf, oneOf, orNull, text, uuid } from './json-schema.js';
import type { JsonSchema } from './json-schema.js';

/** Sign-in, the signed-in user and the verification-code flows. */
export const sessionUserSchema = objectOf<SessionUser>({
  id: uuid,
  type: oneOf(['root', 'sub']),
  merchant_id: uuid,
  display_name: orNull(text),
  first_name: orNull(text),
  last_name: orNull(text),
  avatar_url: orNull(text),
  status: oneOf(['active', 'updated', 'pending', 'inactive', 'suspended']),
  country_code: text,
  phone_number: text,
  email: orNull(text),
  permissions: listOf(oneOf(PERMISSIONS)),
});

const userData = objectOf<SessionResponse['data']>({ user: sessionUserSchema });

export function sessionResponse(description: string): JsonSchema {
  return {
    ...objectOf<SessionResponse>({
      accessToken: { ...text, description: 'JWT to send as `Authorization: Bearer …`.' },
      data: userData,
    }),
    description,
  };
}

export const accountUserResponse: JsonSchema = {
  ...objectOf<AccountUserResponse>({ data: userData }),
  description: 'The user as it is now.',
};

const resendAfter = { ...integer, description: 'Seconds before another code may be asked for.' };

export const otpSentResponse: JsonSchema = {
  ...objectOf<OtpSentResponse>({
    data: objectOf<OtpSentResponse['data']>({ resend_after: resendAfter }),
  }),
  description: 'A code was sent.',
};

export const passwordResetRequestResponse: JsonSchema = {
  ...objectOf<PasswordResetRequestResponse>({
    data: objectOf<PasswordResetRequestResponse['data']>({
      flow_token: { ...text, description: 'Send as `X-Flow-Token` in the next steps.' },
      resend_after: resendAfter,
    }),
  }),
  description: 'The flow started (the same answer whether or not the phone is an owner’s).',
};

export const passwordResetVerifyResponse: JsonSchema = {
  ...objectOf<PasswordResetVerifyResponse>({
    data: objectOf<PasswordResetVerifyResponse['data']>({ resetPasswordToken: text }),
  }),
  description: 'The code matched: a single-use token for the new password.',
};
