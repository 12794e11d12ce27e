import type { Permission } from '../auth/types.js';
import type { MerchantProfile } from '../merchant/types.js';

/** The header that carries the flow token of a texted code (spec §7). */
export const FLOW_TOKEN_HEADER = 'X-Flow-Token';

/** A member's permission as the spec's entity spells it (§3). */
export interface SubAccountPermission {
  /** `{subaccount_id}:{name}`: one member holds a group once. */
  id: string;
  name: Permission;
  /** The group in English (`PERMISSION_GROUPS`); the app shows its own words by `name`. */
  description: string;
  /** The group's stable number, 1 to 6 (`PERMISSION_GROUPS`). */
  permission_id: number;
  subaccount_id: string;
}

/** A warehouse a member operates (assigned in the warehouse's settings). */
export interface AssignedWarehouse {
  id: string;
  warehouse_name: string;
}

/**
 * A team member (sub-account): `GET /merchants/subaccounts` rows, `GET/PATCH
 * /merchants/team/{id}` and the registration's answer (which the spec reads for id, names,
 * email, country_code and phone_number).
 */
export interface SubAccount {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  /** `+1` or `+86`: the member signs in with this phone. */
  country_code: string;
  phone_number: string;
  /** A file key, or a URL starting with http, https or blob; null shows initials (A31). */
  avatar_url: string | null;
  permissions: SubAccountPermission[];
  /** The warehouses they operate, by name; empty without the `warehouse` group. */
  warehouses: AssignedWarehouse[];
  /** When the member was added, ISO 8601; the list is in this order, oldest first. */
  created_at: string;
}

/** `GET /merchants/subaccounts` → every member of the company (at most `TEAM_MEMBERS_MAX`). */
export interface SubAccountListResponse {
  data: SubAccount[];
}

/** `DELETE /merchants/team/{id}` → the id of the member who is gone. */
export interface SubAccountDeletedResponse {
  data: { id: string };
}

/**
 * Body of `POST /merchants/auth/sub/send-otp`: the phone of the member about to be added. The
 * spec names the number `phone_number` or `identifier`; send one of them.
 */
export interface SubAccountCodeRequest {
  country_code: string;
  phone_number?: string;
  identifier?: string;
}

/** Its answer: keep `flow_token` for the registration's `X-Flow-Token` header. */
export interface SubAccountCodeResponse {
  data: { flow_token: string; resend_after: number };
}

/**
 * Multipart body of `POST /merchants/auth/register/sub-account` (header `X-Flow-Token`), with
 * an optional file part `avatar` (JPG or PNG, at most 4 MB).
 */
export interface SubAccountRegistration {
  country_code: string;
  /** The phone the code was sent to. */
  identifier: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  verification_code: string;
  /** Sent as repeated `permission[]` parts (or `permission`); at least one group. */
  permission: Permission[];
}

/**
 * Body of `POST /merchants/team/{id}/phone/otp-send`: the member's NEW phone (phone change) or
 * their CURRENT phone (password change), A30. Answered with `OtpSentResponse`.
 */
export interface MemberCodeRequest {
  country_code: string;
  phone_number: string;
}

/**
 * Multipart body of `PATCH /merchants/team/{id}`: only the fields that changed, plus an optional
 * file part `avatar`. `permission` is repeated, one part per group, and replaces the member's
 * groups. `country_code` and `identifier` travel together (the new phone). `otpCode` is required
 * when the phone or the password changes (A30): the code texted to the new phone for a phone
 * change (which covers a password changed in the same save), else to the member's phone.
 */
export interface MemberPatch {
  first_name?: string;
  last_name?: string;
  email?: string;
  country_code?: string;
  identifier?: string;
  password?: string;
  permission?: Permission[];
  otpCode?: string;
}

/**
 * Multipart body of `PATCH /merchants/display-info`: what changed of `display_name` and the
 * file part `avatar`. Answered with the profile, the submission in `updates` (status `updated`)
 * until platform staff approve or reject it.
 */
export interface DisplayInfoPatch {
  display_name?: string;
}

/**
 * Body of `PATCH /merchants/profile`: the legal representative's contact, only what changed;
 * `country_code` and `phone_number` travel together. Answered with the profile, whose
 * `company.legal_rep` holds the new contact.
 */
export interface LegalContactPatch {
  country_code?: string;
  phone_number?: string;
  email?: string;
}

/** The legal contact as the edit-legal form holds it. */
export type LegalContact = Required<LegalContactPatch>;

/** The profile the admin pages read (`GET /merchants/profile`), with what it shows. */
export type CompanyProfile = MerchantProfile;
