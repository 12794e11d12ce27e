import type { FastifyInstance } from 'fastify';
import {
  ADMIN_MESSAGES,
  apiPaths,
  displayInfoPatchSchema,
  legalContactPatchSchema,
  normalizeContactCountryCode,
  normalizePhoneNumber,
  shownDisplayInfo,
} from '@jiyun/domain';
import type {
  DisplayInfoPatch,
  ItemResponse,
  LegalContactPatch,
  MerchantProfile,
} from '@jiyun/domain';
import { writeWithFile } from '../../files/release.js';
import { AppError, validationFailed } from '../../http/app-error.js';
import { validateFields } from '../../http/multipart-form.js';
import { errorResponses } from '../../http/schemas/json-schema.js';
import { merchantProfileResponse } from '../../http/schemas/merchant.js';
import { SECURITY } from '../../http/schemas/security.js';
import type { LegalContactChange } from '../../repositories/merchants.js';
import { companyProfileOf } from '../merchants/profile.js';
import { readAvatarForm } from './avatar-form.js';

const NO_LEGAL_REP =
  'The company has no legal representative yet: platform staff add one with the company’s papers.';

const nothingChanged = () => validationFailed(ADMIN_MESSAGES.nothingChanged);

/** What of a legal-contact patch differs from the stored contact, normalised as stored. */
function legalContactChange(
  current: { country_code: string; phone_number: string; email: string | null },
  patch: LegalContactPatch,
): LegalContactChange {
  const change: LegalContactChange = {};
  if (patch.country_code !== undefined && patch.phone_number !== undefined) {
    const countryCode = normalizeContactCountryCode(patch.country_code) ?? patch.country_code;
    const phoneNumber = normalizePhoneNumber(patch.phone_number);
    if (countryCode !== current.country_code || phoneNumber !== current.phone_number) {
      change.country_code = countryCode;
      change.phone_number = phoneNumber;
    }
  }
  if (patch.email !== undefined && patch.email !== current.email) change.email = patch.email;
  return change;
}

/** The admin area's changes of the company profile: the legal contact and the display info. */
export default async function companyProfileRoutes(app: FastifyInstance) {
  const { merchants } = app.repositories;
  // onRequest, so a team member without the permission hears 403 before any body is read.
  const guard = [app.authenticate, app.requirePermission('admin')];
  const security = SECURITY.bearer;
  const tags = ['admin'];

  app.patch<{ Body: LegalContactPatch; Reply: ItemResponse<MerchantProfile> }>(
    apiPaths.profile,
    {
      onRequest: guard,
      schema: {
        operationId: 'updateLegalContact',
        summary: 'Change the legal representative’s contact (only what changed)',
        description:
          'Send only what changed; `country_code` (any of the 23 dialling codes) and `phone_number` together. Answers the profile.',
        tags,
        security,
        body: legalContactPatchSchema,
        response: { 200: merchantProfileResponse, ...errorResponses(400, 401, 403, 409, 415) },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const profile = await merchants.findProfile(merchantId);
      const legalRep = profile?.company.legal_rep;
      if (!legalRep) throw new AppError(409, 'CONFLICT', NO_LEGAL_REP);
      const change = legalContactChange(legalRep, request.body);
      if (Object.keys(change).length === 0) throw nothingChanged();
      if (!(await merchants.setLegalContact(merchantId, change))) {
        throw new AppError(409, 'CONFLICT', NO_LEGAL_REP);
      }
      return { data: await companyProfileOf(app, request) };
    },
  );

  app.patch<{ Reply: ItemResponse<MerchantProfile> }>(
    apiPaths.admin.displayInfo,
    {
      onRequest: guard,
      schema: {
        operationId: 'submitDisplayInfo',
        summary: 'Submit a new display name or avatar for review',
        description:
          'Multipart: `display_name` when it changed, the file `avatar` (JPG or PNG, at most 4 MB). Platform staff review it in 2–4 business days; until then the profile answers it in `updates` (status `updated`). A new submission replaces the one waiting.',
        tags,
        security,
        consumes: ['multipart/form-data'],
        multipartBody: displayInfoPatchSchema,
        multipartFile: 'avatar',
        response: { 200: merchantProfileResponse, ...errorResponses(400, 401, 403, 413, 415) },
      },
    },
    async (request) => {
      const merchantId = request.user.mid;
      const form = await readAvatarForm(request);
      const fields = validateFields<DisplayInfoPatch>(displayInfoPatchSchema, form.fields);
      const profile = await merchants.findProfile(merchantId);
      if (!profile) throw nothingChanged();
      const shown = shownDisplayInfo(profile);
      const name = fields.display_name?.trim();
      const nameChanged = name !== undefined && name !== shown.display_name;
      if (!nameChanged && form.image === null) throw nothingChanged();
      // The new submission carries on what the one it replaces asked for and this one keeps.
      const [waiting] = profile.updates;
      const displayName = nameChanged ? name : (waiting?.display_name ?? null);
      await writeWithFile(app, form.image, merchantId, [waiting?.avatar_url], (avatar) =>
        merchants.submitDisplayChange(merchantId, request.user.sub, {
          display_name: displayName === profile.display_name ? null : displayName,
          avatar_url: avatar ?? waiting?.avatar_url ?? null,
        }),
      );
      return { data: await companyProfileOf(app, request) };
    },
  );
}
