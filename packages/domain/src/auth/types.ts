/** Permission groups a sub-account can be given (the owner has all of them). */
export const PERMISSIONS = [
  'warehouse',
  'shipping_lines',
  'orders',
  'billing',
  'customers',
  'admin',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** `root` is the company owner; `sub` is a team member (sub-account). */
export type UserType = 'root' | 'sub';

/** Account statuses; only `active` and `updated` may use the back-office. */
export type UserStatus = 'active' | 'updated' | 'pending' | 'inactive' | 'suspended';

/** The signed-in user as the API answers it on login, refresh and profile. */
export interface SessionUser {
  id: string;
  type: UserType;
  merchant_id: string;
  /** The company's display name; set for the owner. */
  display_name: string | null;
  /** Set for a sub-account. */
  first_name: string | null;
  last_name: string | null;
  /** A file key, or a URL starting with http, https or blob. */
  avatar_url: string | null;
  status: UserStatus;
  country_code: string;
  phone_number: string;
  email: string | null;
  /** What the user may do; the owner holds every permission. */
  permissions: Permission[];
}

/** Body of `POST /merchants/auth/root-login` and `/sub-login`. */
export interface LoginRequest {
  /** `+1` or `+86`; the `+` is optional. */
  country_code: string;
  /** The phone number; digits and hyphens. */
  identifier: string;
  password: string;
}

/** Answer of login and refresh. */
export interface SessionResponse {
  accessToken: string;
  data: { user: SessionUser };
}
