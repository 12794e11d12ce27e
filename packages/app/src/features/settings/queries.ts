import { useMutation } from '@tanstack/react-query';
import { useStore } from 'jotai';
import type {
  EmailUpdateRequest,
  OtpSentResponse,
  PasswordUpdateRequest,
  PhoneOtpSendRequest,
  PhoneUpdateRequest,
  SessionUser,
} from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../api/mutations';
import { sessionAtom } from '../../session/atoms';
import { accountClient, profileKeys } from './api/account';

/** A code to the new phone of the signed-in user. */
export function useSendPhoneCode(
  options: MutationOptions<OtpSentResponse['data'], PhoneOtpSendRequest> = {},
) {
  return useMutation({ ...options, mutationFn: accountClient.sendPhoneCode });
}

/**
 * An account update answered with the user: the stored session takes the new user (so the
 * user area and the settings cards show it at once) and the profile is fetched anew.
 */
function useAccountUpdate<Body>(
  save: (body: Body) => Promise<SessionUser>,
  options: MutationOptions<SessionUser, Body>,
) {
  const store = useStore();
  return useSavingMutation(
    save,
    (queryClient, user) => {
      const session = store.get(sessionAtom);
      if (session) store.set(sessionAtom, { ...session, user });
      return queryClient.invalidateQueries({ queryKey: profileKeys.all });
    },
    options,
  );
}

export function useUpdatePhone(options: MutationOptions<SessionUser, PhoneUpdateRequest> = {}) {
  return useAccountUpdate(accountClient.updatePhone, options);
}

export function useUpdateEmail(options: MutationOptions<SessionUser, EmailUpdateRequest> = {}) {
  return useAccountUpdate(accountClient.updateEmail, options);
}

export function useUpdatePassword(
  options: MutationOptions<SessionUser, PasswordUpdateRequest> = {},
) {
  return useAccountUpdate(accountClient.updatePassword, options);
}
