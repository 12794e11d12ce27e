import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  ADMIN_MESSAGES,
  apiPaths,
  groupChangeRefusal,
  memberCodeSchema,
  memberPatchSchema,
  normalizeCountryCode,
  normalizePhoneNumber,
  OTP_RESEND_SECONDS,
} from '@jiyun/domain';
import type {
  GrantRefusal,
  ItemResponse,
  MemberCodeRequest,
  MemberPatch,
  OtpSentResponse,
  Permission,
  SubAccount,
  SubAccountDeletedResponse,
  SubAccountListResponse,
} from '@jiyun/domain';
import { writeWithFile } from '../../files/release.js';
import { hashPassword } from '../../auth/password-hash.js';
import type { AccessTokenClaims } from '../../auth/sessions.js';
import { codeRequesterOf } from '../../http/code-requester.js';
import { AppError, forbidden, notFound, validationFailed } from '../../http/app-error.js';
import { validateFields } from '../../http/multipart-form.js';
import { foundOr404, pathParams, uuidOr404 } from '../../http/params.js';
import {
  subAccountDeletedResponse,
  subAccountListResponse,
  subAccountResponse,
} from '../../http/schemas/admin.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { otpSentResponse } from '../../http/schemas/session.js';
import { isUniqueViolation } from '../../repositories/account.js';
import type { TeamMemberChange, TeamMemberRecord } from '../../repositories/team.js';
import { withRetryAfter } from '../account/retry-later.js';
import { readAvatarForm } from './avatar-form.js';
import { presentMember } from './present.js';

const memberParams = pathParams('memberId');
type MemberParams = { memberId: string };

// A phone or email someone else has keeps the settings' 400 with the code CONFLICT (ADR 0034).
export const phoneInUse = () => new AppError(400, 'CONFLICT', ACCOUNT_MESSAGES.phoneInUse);
export const emailInUse = () => new AppError(400, 'CONFLICT', ACCOUNT_MESSAGES.emailInUse);

function sameGroups(a: readonly Permission[], b: readonly Permission[]): boolean {
  return a.length === b.length && a.every((one) => b.includes(one));
}

/** What of a member patch differs from the member (before the code and the password hash). */
function memberChange(member: TeamMemberRecord, patch: MemberPatch) {
  const change: Omit<TeamMemberChange, 'password_hash'> = {};
  const firstName = patch.first_name?.trim();
  const lastName = patch.last_name?.trim();
  if (firstName !== undefined && firstName !== member.first_name) change.first_name = firstName;
  if (lastName !== undefined && lastName !== member.last_name) change.last_name = lastName;
  if (patch.email !== undefined && patch.email !== member.email) change.email = patch.email;
  if (patch.country_code !== undefined && patch.identifier !== undefined) {
    const countryCode = normalizeCountryCode(patch.country_code) ?? patch.country_code;
    const phoneNumber = normalizePhoneNumber(patch.identifier);
    if (countryCode !== member.country_code || phoneNumber !== member.phone_number) {
      change.country_code = countryCode;
      change.phone_number = phoneNumber;
    }
  }
  if (patch.permission !== undefined && !sameGroups(patch.permission, member.permissions)) {
    change.permissions = patch.permission;
  }
  return change;
}

const GRANT_REFUSALS: Record<GrantRefusal, string> = {
  own_groups: ADMIN_MESSAGES.ownGroups,
  admin_owner_only: ADMIN_MESSAGES.adminOwnerOnly,
  group_not_held: ADMIN_MESSAGES.groupNotHeld,
};

/**
 * A 403 when the signed-in user may not change `memberId`'s groups (a new member: null) from
 * `before` to `after` (A47): not their own, `admin` only by the owner, only groups they hold.
 */
export function refuseGroupChange(
  user: AccessTokenClaims,
  memberId: string | null,
  before: readonly Permission[],
  after: readonly Permission[],
): void {
  const granter = { id: user.sub, isOwner: user.typ === 'root', permissions: user.perms };
  const refusal = groupChangeRefusal(granter, memberId, before, after);
  if (refusal) throw forbidden(GRANT_REFUSALS[refusal]);
}

/** The team: list, one member, an owner's change of a member (A30), removal. */
export default async function teamRoutes(app: FastifyInstance) {
  const { team, users } = app.repositories;
  // onRequest, so a team member without the permission hears 403 before any body is read.
  const guard = [app.authenticate, app.requirePermission('admin')];
  const security = SECURITY.bearer;
  const tags = ['admin'];

  async function loadMember(merchantId: string, memberId: string): Promise<TeamMemberRecord> {
    const id = uuidOr404(memberId, ADMIN_MESSAGES.memberNotFound);
    return foundOr404(await team.find(merchantId, id), ADMIN_MESSAGES.memberNotFound);
  }

  app.get<{ Reply: SubAccountListResponse }>(
    apiPaths.admin.subaccounts,
    {
      onRequest: guard,
      schema: {
        operationId: 'listSubAccounts',
        summary: 'The team members',
        tags,
        security,
        response: { 200: subAccountListResponse, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({ data: (await team.list(request.user.mid)).map(presentMember) }),
  );

  app.get<{ Params: MemberParams; Reply: ItemResponse<SubAccount> }>(
    apiPaths.admin.member,
    {
      onRequest: guard,
      schema: {
        operationId: 'getTeamMember',
        summary: 'One team member',
        tags,
        security,
        params: memberParams,
        response: { 200: subAccountResponse, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      data: presentMember(await loadMember(request.user.mid, request.params.memberId)),
    }),
  );

  app.post<{ Params: MemberParams; Body: MemberCodeRequest; Reply: OtpSentResponse }>(
    apiPaths.admin.memberCode,
    {
      onRequest: guard,
      schema: {
        operationId: 'sendTeamMemberCode',
        summary: 'Text a code for a change of a member’s phone or password (A30)',
        description:
          'To the new phone for a phone change; to the member’s own phone for a new password. The code goes with the PATCH as `otpCode`.',
        tags,
        security,
        params: memberParams,
        body: memberCodeSchema,
        response: { 200: otpSentResponse, ...errorResponses(400, 401, 403, 404, 415, 429) },
      },
    },
    async (request, reply) => {
      const member = await loadMember(request.user.mid, request.params.memberId);
      const target = {
        countryCode: normalizeCountryCode(request.body.country_code) ?? request.body.country_code,
        phoneNumber: normalizePhoneNumber(request.body.phone_number),
      };
      const ownPhone =
        target.countryCode === member.country_code && target.phoneNumber === member.phone_number;
      await withRetryAfter(reply, () =>
        app.otp.sendMemberCode(member.id, target, codeRequesterOf(request), async () => {
          if (!ownPhone && (await team.phoneTaken(target.countryCode, target.phoneNumber))) {
            throw phoneInUse();
          }
        }),
      );
      return { data: { resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.patch<{ Params: MemberParams; Reply: ItemResponse<SubAccount> }>(
    apiPaths.admin.member,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateTeamMember',
        summary: 'Change a team member (only what changed)',
        description:
          'Multipart: `first_name`, `last_name`, `email`, `country_code` + `identifier` (the new phone), `password`, `permission` (repeated; replaces the groups), `otpCode`, and the file `avatar`. A new phone needs the code texted to it, a new password the code texted to the member’s phone (A30). New groups, phone or password count from the member’s next request; losing `warehouse` ends their warehouse assignments.',
        tags,
        security,
        params: memberParams,
        consumes: ['multipart/form-data'],
        multipartBody: memberPatchSchema,
        multipartFile: 'avatar',
        response: { 200: subAccountResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const member = await loadMember(merchantId, request.params.memberId);
      const form = await readAvatarForm(request);
      const patch = validateFields<MemberPatch>(memberPatchSchema, form.fields);
      const change: TeamMemberChange = memberChange(member, patch);
      if (Object.keys(change).length === 0 && patch.password === undefined && !form.image) {
        throw validationFailed(ADMIN_MESSAGES.nothingChanged);
      }
      if (change.permissions) {
        refuseGroupChange(request.user, member.id, member.permissions, change.permissions);
      }
      if (change.email !== undefined && (await team.emailTaken(change.email, member.id))) {
        throw emailInUse();
      }
      const newPhone =
        change.country_code !== undefined && change.phone_number !== undefined
          ? { countryCode: change.country_code, phoneNumber: change.phone_number }
          : null;
      if (newPhone && (await team.phoneTaken(newPhone.countryCode, newPhone.phoneNumber))) {
        throw phoneInUse();
      }
      if (newPhone || patch.password !== undefined) {
        // The schema asked for the code; A30 says which phone it must have gone to.
        const target = newPhone ?? {
          countryCode: member.country_code,
          phoneNumber: member.phone_number,
        };
        await app.otp.verifyMemberCode(member.id, target, patch.otpCode ?? '');
      }
      if (patch.password !== undefined) change.password_hash = await hashPassword(patch.password);
      try {
        await writeWithFile(app, form.image, merchantId, [member.avatar_url], (avatar) =>
          team.update(
            merchantId,
            member.id,
            avatar === null ? change : { ...change, avatar_url: avatar },
          ),
        );
      } catch (error) {
        // Someone took the phone between the check and the write.
        if (isUniqueViolation(error)) throw phoneInUse();
        throw error;
      }
      return { data: presentMember(await loadMember(merchantId, member.id)) };
    },
  );

  app.delete<{ Params: MemberParams; Reply: SubAccountDeletedResponse }>(
    apiPaths.admin.member,
    {
      onRequest: guard,
      schema: {
        operationId: 'deleteTeamMember',
        summary: 'Remove a team member for good',
        description: 'Permanent; the member’s sessions end at once (their next request is a 401).',
        tags,
        security,
        params: memberParams,
        response: {
          200: subAccountDeletedResponse,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const member = await loadMember(merchantId, request.params.memberId);
      if (member.id === request.user.sub) throw forbidden(ADMIN_MESSAGES.cannotRemoveSelf);
      if (!(await users.removeTeamMember(merchantId, member.id))) {
        throw notFound(ADMIN_MESSAGES.memberNotFound);
      }
      return { data: { id: member.id } };
    },
  );
}
