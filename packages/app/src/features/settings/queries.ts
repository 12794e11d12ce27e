import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type {
  AccountUserResponse,
  EmailUpdateRequest,
  OtpSentResponse,
  PasswordUpdateRequest,
  PhoneOtpSendRequest,
  PhoneUpdateRequest,
  SessionUser,
} from '@jiyun/domain';
import { api } from '../../api/client';
import { profileKeys } from '../../api/query-keys';
import { queryClient } from '../../api/query-client';
import { sessionAtom } from '../../session/atoms';

export const ACCOUNT_PATHS = {
  phoneCode: '/merchants/auth/phone/otp-send',
  phone: '/merchants/auth/phone/update',
  email: '/merchants/auth/email/update',
  password: '/merchants/auth/password/update',
} as const;

type Options<Result, Body> = Omit<UseMutationOptions<Result, unknown, Body>, 'mutationFn'>;

/** A code to the new phone of the signed-in user. */
export function useSendPhoneCode(
  options: Options<OtpSentResponse['data'], PhoneOtpSendRequest> = {},
) {
  return useMutation({
    ...options,
    mutationFn: async (body: PhoneOtpSendRequest) =>
      (await api.post<OtpSentResponse>(ACCOUNT_PATHS.phoneCode, body)).data.data,
  });
}

/**
 * An account update answered with the user: the stored session takes the new user (so the
 * user area and the settings cards show it at once) and the profile is fetched anew.
 */
function useAccountUpdate<Body>(
  send: (body: Body) => Promise<SessionUser>,
  options: Options<SessionUser, Body>,
) {
  const store = useStore();
  return useMutation({
    ...options,
    mutationFn: send,
    onSuccess: async (user, ...rest) => {
      const session = store.get(sessionAtom);
      if (session) store.set(sessionAtom, { ...session, user });
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      return options.onSuccess?.(user, ...rest);
    },
  });
}

export function useUpdatePhone(options: Options<SessionUser, PhoneUpdateRequest> = {}) {
  return useAccountUpdate(
    async (body: PhoneUpdateRequest) =>
      (await api.patch<AccountUserResponse>(ACCOUNT_PATHS.phone, body)).data.data.user,
    options,
  );
}

export function useUpdateEmail(options: Options<SessionUser, EmailUpdateRequest> = {}) {
  return useAccountUpdate(
    async (body: EmailUpdateRequest) =>
      (await api.patch<AccountUserResponse>(ACCOUNT_PATHS.email, body)).data.data.user,
    options,
  );
}

export function useUpdatePassword(options: Options<SessionUser, PasswordUpdateRequest> = {}) {
  return useAccountUpdate(
    async (body: PasswordUpdateRequest) =>
      (await api.patch<AccountUserResponse>(ACCOUNT_PATHS.password, body)).data.data.user,
    options,
  );
}
