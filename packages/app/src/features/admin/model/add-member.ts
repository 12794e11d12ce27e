import {
  normalizeCountryCode,
  normalizePhoneNumber,
  subAccountCodeSchema,
  type Permission,
  type SubAccountRegistration,
} from '@jiyun/domain';
import { schemaFieldErrors } from '../../../forms/form-errors';

/** The add-member form as the modal holds it. */
export interface AddMemberForm {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  identifier: string;
  password: string;
  verification_code: string;
  permission: Permission[];
  avatar: File | null;
}

export const emptyAddMemberForm = (countryCode: string): AddMemberForm => ({
  first_name: '',
  last_name: '',
  email: '',
  country_code: countryCode,
  identifier: '',
  password: '',
  verification_code: '',
  permission: [],
  avatar: null,
});

/** The phone a code goes to, as one comparable string ("+86 13912345678"). */
export function codePhoneOf(form: Pick<AddMemberForm, 'country_code' | 'identifier'>): string {
  const code = normalizeCountryCode(form.country_code) ?? form.country_code;
  return `${code} ${normalizePhoneNumber(form.identifier)}`;
}

/** Send code needs a prefix and a phone the server would take (spec §5). */
export function canSendNewMemberCode(
  form: Pick<AddMemberForm, 'country_code' | 'identifier'>,
): boolean {
  const failures = schemaFieldErrors(subAccountCodeSchema, {
    country_code: form.country_code,
    phone_number: form.identifier.trim(),
  });
  return Object.keys(failures).length === 0;
}

/**
 * A texted code proves one phone: a flow token counts only while the form still holds the phone
 * it was sent to (changing the phone after sending asks for a new code).
 */
export function codeStillValid(sentTo: string | null, form: AddMemberForm): boolean {
  return sentTo !== null && sentTo === codePhoneOf(form);
}

/** The registration the server gets: trimmed text, the phone's digits, the groups as ticked. */
export function registrationOf(form: AddMemberForm): SubAccountRegistration {
  return {
    country_code: normalizeCountryCode(form.country_code) ?? form.country_code,
    identifier: normalizePhoneNumber(form.identifier),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    email: form.email.trim(),
    password: form.password,
    verification_code: form.verification_code.trim(),
    permission: form.permission,
  };
}
