import {
  apiPath,
  apiPaths,
  FLOW_TOKEN_HEADER,
  type CompanyProfile,
  type LegalContactPatch,
  type MemberCodeRequest,
  type OtpSentResponse,
  type SubAccount,
  type SubAccountCodeRequest,
  type SubAccountCodeResponse,
  type SubAccountDeletedResponse,
  type SubAccountListResponse,
} from '@jiyun/domain';
import { getItem, getRows, send, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

/** The company profile (one per signed-in company). */
export const companyProfileKeys = queryKeysFor('company-profile');
/** The team: `lists()` the cards, `detail(id)` one member. */
export const teamKeys = queryKeysFor('team-members');

/** The admin area's calls (spec §7); the multipart bodies are built in `model/bodies.ts`. */
export const adminClient = {
  profile: () => getItem<CompanyProfile>(apiPaths.profile),
  /** Only the changed parts of the legal contact, as JSON. */
  patchLegalContact: (body: LegalContactPatch) =>
    sendItem<CompanyProfile>('patch', apiPaths.profile, body),
  /** Multipart `display_name` and `avatar`: submitted for staff review. */
  patchDisplayInfo: (body: FormData) =>
    sendItem<CompanyProfile>('patch', apiPaths.admin.displayInfo, body),
  /** Every member, oldest first (`SubAccountListResponse`, at most `TEAM_MEMBERS_MAX`). */
  members: () => getRows<SubAccountListResponse['data'][number]>(apiPaths.admin.subaccounts),
  member: (memberId: string) => getItem<SubAccount>(apiPath(apiPaths.admin.member, { memberId })),
  /** Multipart, only the changed fields (`permission` repeated) and the avatar. */
  patchMember: (memberId: string, body: FormData) =>
    sendItem<SubAccount>('patch', apiPath(apiPaths.admin.member, { memberId }), body),
  deleteMember: async (memberId: string) =>
    (await send<SubAccountDeletedResponse>('delete', apiPath(apiPaths.admin.member, { memberId })))
      .data,
  /** A code to a member's new phone (phone change) or own phone (password change), A30. */
  sendMemberCode: async (memberId: string, body: MemberCodeRequest) =>
    (await send<OtpSentResponse>('post', apiPath(apiPaths.admin.memberCode, { memberId }), body))
      .data,
  /** A code to the phone of a member about to be added; answers the flow token. */
  sendNewMemberCode: async (body: SubAccountCodeRequest) =>
    (await send<SubAccountCodeResponse>('post', apiPaths.admin.subAccountCode, body)).data,
  /** Multipart registration, proven by the flow token of the code texted to the new phone. */
  registerMember: (body: FormData, flowToken: string) =>
    sendItem<SubAccount>('post', apiPaths.admin.registerSubAccount, body, {
      headers: { [FLOW_TOKEN_HEADER]: flowToken },
    }),
};
