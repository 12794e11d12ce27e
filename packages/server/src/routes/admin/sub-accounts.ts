import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import {
  ADMIN_MESSAGES,
  apiPaths,
  normalizeCountryCode,
  normalizePhoneNumber,
  OTP_RESEND_SECONDS,
  subAccountCodeSchema,
  subAccountRegistrationSchema,
  TEAM_MEMBERS_MAX,
} from '@jiyun/domain';
import type {
  ItemResponse,
  SubAccount,
  SubAccountCodeRequest,
  SubAccountCodeResponse,
  SubAccountRegistration,
} from '@jiyun/domain';
import { writeWithFile } from '../../files/release.js';
import { hashPassword } from '../../auth/password-hash.js';
import { codeRequesterOf } from '../../http/code-requester.js';
import { AppError } from '../../http/app-error.js';
import { validateFields } from '../../http/multipart-form.js';
import { subAccountCodeResponse, subAccountResponse } from '../../http/schemas/admin.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { SECURITY } from '../../http/schemas/security.js';
import { isUniqueViolation } from '../../repositories/account.js';
import { withRetryAfter } from '../account/retry-later.js';
import { readAvatarForm } from './avatar-form.js';
import { presentMember } from './present.js';
import { emailInUse, phoneInUse, refuseGroupChange } from './team.js';

/** Documents the header; a missing one is answered by the OTP service with a clear 400. */
const flowTokenHeaders = object({
  'x-flow-token': string().max(512, 'X-Flow-Token must be at most 512 characters.'),
});
type FlowHeaders = { 'x-flow-token'?: string };

const teamFull = () => new AppError(409, 'CONFLICT', ADMIN_MESSAGES.teamFull);

function phoneTarget(countryCode: string, phone: string) {
  return {
    // Validation guarantees a known prefix.
    countryCode: normalizeCountryCode(countryCode) ?? countryCode,
    phoneNumber: normalizePhoneNumber(phone),
  };
}

/** Adding a team member: a code texted to their phone, then the registration with it. */
export default async function subAccountRoutes(app: FastifyInstance) {
  const { team } = app.repositories;
  const guard = [app.authenticate, app.requirePermission('admin')];
  const security = SECURITY.bearer;
  const tags = ['admin'];

  async function checkRoom(merchantId: string): Promise<void> {
    if ((await team.countUpTo(merchantId, TEAM_MEMBERS_MAX)) >= TEAM_MEMBERS_MAX) throw teamFull();
  }

  app.post<{ Body: SubAccountCodeRequest; Reply: SubAccountCodeResponse }>(
    apiPaths.admin.subAccountCode,
    {
      onRequest: guard,
      schema: {
        operationId: 'sendSubAccountCode',
        summary: 'Text a code to the phone of a member about to be added',
        description:
          'The phone as `phone_number` or `identifier`, with `country_code` (+1 or +86: members sign in with it). Answers the flow token for the registration’s `X-Flow-Token`.',
        tags,
        security,
        body: subAccountCodeSchema,
        response: {
          200: subAccountCodeResponse,
          ...errorResponses(400, 401, 403, 409, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const { body } = request;
      await checkRoom(request.user.mid);
      const target = phoneTarget(body.country_code, body.phone_number ?? body.identifier ?? '');
      const flowToken = await withRetryAfter(reply, () =>
        app.otp.startSubAccount(request.user.sub, target, codeRequesterOf(request), async () => {
          if (await team.phoneTaken(target.countryCode, target.phoneNumber)) throw phoneInUse();
        }),
      );
      return { data: { flow_token: flowToken, resend_after: OTP_RESEND_SECONDS } };
    },
  );

  app.post<{ Headers: FlowHeaders; Reply: ItemResponse<SubAccount> }>(
    apiPaths.admin.registerSubAccount,
    {
      onRequest: guard,
      schema: {
        operationId: 'registerSubAccount',
        summary: 'Add a team member with the code texted to their phone',
        description:
          'Multipart: `country_code`, `identifier` (the phone the code went to), `first_name`, `last_name`, `email`, `password`, `verification_code`, `permission[]` (repeated, at least one), and the file `avatar` (optional). Header `X-Flow-Token` from send-otp.',
        tags,
        security,
        headers: flowTokenHeaders,
        consumes: ['multipart/form-data'],
        multipartBody: subAccountRegistrationSchema,
        multipartFile: 'avatar',
        response: {
          201: { ...subAccountResponse, description: 'The member, added.' },
          ...errorResponses(400, 401, 403, 409, 413, 415),
        },
      },
    },
    async (request, reply) => {
      const merchantId = request.user.mid;
      const form = await readAvatarForm(request);
      const fields = validateFields<SubAccountRegistration>(
        subAccountRegistrationSchema,
        form.fields,
      );
      refuseGroupChange(request.user, null, [], fields.permission);
      await checkRoom(merchantId);
      const target = phoneTarget(fields.country_code, fields.identifier);
      if (await team.phoneTaken(target.countryCode, target.phoneNumber)) throw phoneInUse();
      if (await team.emailTaken(fields.email)) throw emailInUse();
      await app.otp.verifySubAccount(
        request.headers['x-flow-token'],
        request.user.sub,
        target,
        fields.verification_code,
      );
      const passwordHash = await hashPassword(fields.password);
      let memberId: string;
      try {
        memberId = await writeWithFile(app, form.image, merchantId, [], (avatar) =>
          team.create(merchantId, {
            first_name: fields.first_name.trim(),
            last_name: fields.last_name.trim(),
            email: fields.email,
            country_code: target.countryCode,
            phone_number: target.phoneNumber,
            password_hash: passwordHash,
            avatar_url: avatar,
            permissions: fields.permission,
          }),
        );
      } catch (error) {
        // Someone took the phone between the check and the write.
        if (isUniqueViolation(error)) throw phoneInUse();
        throw error;
      }
      const member = await team.find(merchantId, memberId);
      if (!member) throw new Error('The new team member could not be read back.');
      reply.code(201);
      return { data: presentMember(member) };
    },
  );
}
