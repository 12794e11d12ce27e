import type { SessionUser } from '../auth/types.js';

export type CompanyType = 'LLC' | 'SP';

export type ContactPosition =
  | 'founder'
  | 'ceo'
  | 'coo'
  | 'cto'
  | 'cfo'
  | 'director'
  | 'manager'
  | 'assistant'
  | 'administrator';

export interface LegalRep {
  name: string;
  contact_name: string;
  is_contact_legal_rep: boolean;
  contact_position: ContactPosition | null;
  country_code: string;
  phone_number: string;
  email: string | null;
  pending_review: boolean;
}

export interface Company {
  name: string;
  address: string;
  company_type: CompanyType;
  legal_rep: LegalRep | null;
}

/** A pending change of the display information, waiting for platform review. */
export interface MerchantUpdate {
  id: string;
  display_name: string | null;
  avatar_url: string | null;
  submitted_at: string;
}

/** `GET /merchants/profile` → `data`. */
export interface MerchantProfile {
  id: string;
  status: 'active' | 'updated' | 'pending' | 'inactive' | 'suspended';
  display_name: string;
  avatar_url: string | null;
  updates: MerchantUpdate[];
  company: Company;
  /** The user who asked, so the app can refresh its copy of the session user. */
  user: SessionUser;
}
