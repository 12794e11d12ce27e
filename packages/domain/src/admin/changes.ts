import { normalizeCountryCode } from '../auth/country-code.js';
import { normalizeContactCountryCode } from '../auth/contact-phone.js';
import { normalizePhoneNumber } from '../auth/phone.js';
import type { Permission } from '../auth/types.js';
import type { LegalRep, MerchantProfile } from '../merchant/types.js';
import { inGroupOrder } from './permission-groups.js';
import type {
  DisplayInfoPatch,
  LegalContact,
  LegalContactPatch,
  MemberCodeRequest,
  MemberPatch,
  SubAccount,
} from './types.js';

/** The member form as the member page holds it; blank password and code mean "not changing". */
export interface MemberForm {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  identifier: string;
  password: string;
  permission: Permission[];
  otpCode: string;
}

/** The member form filled from the member, nothing changed yet. */
export function memberFormOf(member: SubAccount): MemberForm {
  return {
    first_name: member.first_name,
    last_name: member.last_name,
    email: member.email ?? '',
    country_code: member.country_code,
    identifier: member.phone_number,
    password: '',
    permission: member.permissions.map((permission) => permission.name),
    otpCode: '',
  };
}

function samePhone(
  a: { country_code: string; phone: string },
  b: { country_code: string; phone: string },
  normalizeCode: (code: string) => string | null,
): boolean {
  return (
    (normalizeCode(a.country_code) ?? a.country_code) ===
      (normalizeCode(b.country_code) ?? b.country_code) &&
    normalizePhoneNumber(a.phone) === normalizePhoneNumber(b.phone)
  );
}

function sameGroups(a: readonly Permission[], b: readonly Permission[]): boolean {
  const left = inGroupOrder(a);
  const right = inGroupOrder(b);
  return left.length === right.length && left.every((one, index) => one === right[index]);
}

/**
 * Only what changed of a member (spec §5): trimmed names and email that differ, the phone (both
 * parts) when either part differs, a password when one was typed, the groups when the set
 * differs; and the code when the phone or the password changes (A30).
 */
export function memberChanges(member: SubAccount, form: MemberForm): MemberPatch {
  const patch: MemberPatch = {};
  const firstName = form.first_name.trim();
  const lastName = form.last_name.trim();
  const email = form.email.trim();
  if (firstName !== member.first_name) patch.first_name = firstName;
  if (lastName !== member.last_name) patch.last_name = lastName;
  if (email !== (member.email ?? '')) patch.email = email;
  const phoneChanged = !samePhone(
    { country_code: form.country_code, phone: form.identifier },
    { country_code: member.country_code, phone: member.phone_number },
    normalizeCountryCode,
  );
  if (phoneChanged) {
    patch.country_code = normalizeCountryCode(form.country_code) ?? form.country_code;
    patch.identifier = normalizePhoneNumber(form.identifier);
  }
  if (form.password !== '') patch.password = form.password;
  const current = member.permissions.map((permission) => permission.name);
  if (!sameGroups(form.permission, current)) patch.permission = inGroupOrder(form.permission);
  if (phoneChanged || form.password !== '') patch.otpCode = form.otpCode;
  return patch;
}

/** Whether a save would change nothing: no field but the code, and no new avatar. */
export function isEmptyMemberPatch(patch: MemberPatch, avatarChosen: boolean): boolean {
  if (avatarChosen) return false;
  return Object.entries(patch).every(
    ([field, value]) => field === 'otpCode' || value === undefined,
  );
}

/**
 * Where the code of a save goes (A30): the new phone when the phone changes (that code also
 * covers a new password), the member's own phone when only the password changes; null when the
 * save needs no code.
 */
export function memberCodeTarget(member: SubAccount, patch: MemberPatch): MemberCodeRequest | null {
  if (patch.country_code !== undefined && patch.identifier !== undefined) {
    return { country_code: patch.country_code, phone_number: patch.identifier };
  }
  if (patch.password !== undefined) {
    return { country_code: member.country_code, phone_number: member.phone_number };
  }
  return null;
}

/** What the profile shows as the company's name and avatar, and whether they wait for review. */
export interface ShownDisplayInfo {
  display_name: string;
  avatar_url: string | null;
  /** A submission waits for staff: the "Pending Review" tag. */
  pending: boolean;
}

/**
 * The spec's rule (§3): while a display update is pending, its values override the public ones
 * for the owner (a field the update leaves null stays as it is).
 */
export function shownDisplayInfo(
  profile: Pick<MerchantProfile, 'display_name' | 'avatar_url' | 'updates'>,
): ShownDisplayInfo {
  const [pending] = profile.updates;
  if (!pending) {
    return { display_name: profile.display_name, avatar_url: profile.avatar_url, pending: false };
  }
  return {
    display_name: pending.display_name ?? profile.display_name,
    avatar_url: pending.avatar_url ?? profile.avatar_url,
    pending: true,
  };
}

/** The display name to send: only when it differs (trimmed) from what the owner sees now. */
export function displayInfoChanges(
  shown: Pick<ShownDisplayInfo, 'display_name'>,
  form: { display_name: string },
): DisplayInfoPatch {
  const name = form.display_name.trim();
  return name === shown.display_name ? {} : { display_name: name };
}

/** The edit-legal form filled from the legal representative (empty when there is none yet). */
export function legalContactOf(legalRep: LegalRep | null): LegalContact {
  return {
    country_code: legalRep?.country_code ?? '',
    phone_number: legalRep?.phone_number ?? '',
    email: legalRep?.email ?? '',
  };
}

/** Only what changed of the legal contact; the prefix and the number go together (spec §5). */
export function legalContactChanges(
  legalRep: LegalRep | null,
  form: LegalContact,
): LegalContactPatch {
  const current = legalContactOf(legalRep);
  const patch: LegalContactPatch = {};
  const phoneChanged = !samePhone(
    { country_code: form.country_code, phone: form.phone_number },
    { country_code: current.country_code, phone: current.phone_number },
    normalizeContactCountryCode,
  );
  if (phoneChanged) {
    patch.country_code = normalizeContactCountryCode(form.country_code) ?? form.country_code;
    patch.phone_number = normalizePhoneNumber(form.phone_number);
  }
  const email = form.email.trim();
  if (email !== current.email) patch.email = email;
  return patch;
}
