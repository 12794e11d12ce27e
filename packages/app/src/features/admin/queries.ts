import { useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  CompanyProfile,
  LegalContactPatch,
  MemberCodeRequest,
  SubAccount,
  SubAccountCodeRequest,
} from '@jiyun/domain';
import { useSavingMutation, type MutationOptions } from '../../api/mutations';
import { adminClient, companyProfileKeys, teamKeys } from './api/admin';

export function useCompanyProfile() {
  return useQuery({ queryKey: companyProfileKeys.all, queryFn: adminClient.profile });
}

/** A profile save answers the whole profile: the pages show it at once. */
function putProfile(queryClient: QueryClient, data: CompanyProfile) {
  queryClient.setQueryData(companyProfileKeys.all, data);
}

export function usePatchLegalContact(
  options: MutationOptions<CompanyProfile, LegalContactPatch> = {},
) {
  return useSavingMutation(adminClient.patchLegalContact, putProfile, options);
}

export function usePatchDisplayInfo(options: MutationOptions<CompanyProfile, FormData> = {}) {
  return useSavingMutation(adminClient.patchDisplayInfo, putProfile, options);
}

export function useTeamMembers() {
  return useQuery({ queryKey: teamKeys.lists(), queryFn: adminClient.members });
}

export function useTeamMember(memberId: string) {
  return useQuery({
    queryKey: teamKeys.detail(memberId),
    queryFn: () => adminClient.member(memberId),
    // An unknown id sends the owner back to the list at once (spec §2); asking again is pointless.
    retry: false,
  });
}

export function useSendNewMemberCode() {
  return useMutation({
    mutationFn: (body: SubAccountCodeRequest) => adminClient.sendNewMemberCode(body),
  });
}

export function useSendMemberCode(memberId: string) {
  return useMutation({
    mutationFn: (body: MemberCodeRequest) => adminClient.sendMemberCode(memberId, body),
  });
}

export function useRegisterMember(
  options: MutationOptions<SubAccount, { body: FormData; flowToken: string }> = {},
) {
  return useSavingMutation(
    ({ body, flowToken }: { body: FormData; flowToken: string }) =>
      adminClient.registerMember(body, flowToken),
    (queryClient) => queryClient.invalidateQueries({ queryKey: teamKeys.lists() }),
    options,
  );
}

export function usePatchMember(
  memberId: string,
  options: MutationOptions<SubAccount, FormData> = {},
) {
  return useSavingMutation(
    (body: FormData) => adminClient.patchMember(memberId, body),
    (queryClient, member) => {
      queryClient.setQueryData(teamKeys.detail(memberId), member);
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
    options,
  );
}

export function useDeleteMember(options: MutationOptions<{ id: string }, string> = {}) {
  return useSavingMutation(
    adminClient.deleteMember,
    (queryClient, { id }) => {
      // Only when no page shows the member: the member page leaves for the list itself, and
      // removing its query under it would ask for the member again (a 404 and a second message).
      queryClient.removeQueries({ queryKey: teamKeys.detail(id), type: 'inactive' });
      return queryClient.invalidateQueries({ queryKey: teamKeys.lists() });
    },
    options,
  );
}
