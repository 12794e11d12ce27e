import {
  apiPaths,
  type AccountUserResponse,
  type EmailUpdateRequest,
  type OtpSentResponse,
  type PasswordUpdateRequest,
  type PhoneOtpSendRequest,
  type PhoneUpdateRequest,
} from '@jiyun/domain';
import { send } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

/** The merchant's own profile. */
export const profileKeys = queryKeysFor('profile');

/** The signed-in user's own phone, email and password; each change answers the new user. */
export const accountClient = {
  /** A code to the new phone. */
  sendPhoneCode: async (body: PhoneOtpSendRequest) =>
    (await send<OtpSentResponse>('post', apiPaths.accountSettings.phoneCode, body)).data,
  updatePhone: async (body: PhoneUpdateRequest) =>
    (await send<AccountUserResponse>('patch', apiPaths.accountSettings.phone, body)).data.user,
  updateEmail: async (body: EmailUpdateRequest) =>
    (await send<AccountUserResponse>('patch', apiPaths.accountSettings.email, body)).data.user,
  updatePassword: async (body: PasswordUpdateRequest) =>
    (await send<AccountUserResponse>('patch', apiPaths.accountSettings.password, body)).data.user,
};
