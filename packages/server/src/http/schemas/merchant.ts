import type { Company, LegalRep, MerchantProfile, MerchantUpdate } from '@jiyun/domain';
import {
  dateTime,
  flag,
  itemResponse,
  listOf,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';
import { sessionUserSchema } from './session.js';

/** The company profile. */
const legalRep = objectOf<LegalRep>({
  name: text,
  contact_name: text,
  is_contact_legal_rep: flag,
  contact_position: orNull(
    oneOf([
      'founder',
      'ceo',
      'coo',
      'cto',
      'cfo',
      'director',
      'manager',
      'assistant',
      'administrator',
    ]),
  ),
  country_code: text,
  phone_number: text,
  email: orNull(text),
  pending_review: flag,
});

const company = objectOf<Company>({
  name: text,
  address: text,
  company_type: oneOf(['LLC', 'SP']),
  legal_rep: orNull(legalRep),
});

const merchantUpdate = objectOf<MerchantUpdate>({
  id: uuid,
  display_name: orNull(text),
  avatar_url: orNull(text),
  submitted_at: dateTime,
});

export const merchantProfileSchema = objectOf<MerchantProfile>({
  id: uuid,
  status: oneOf(['active', 'updated', 'pending', 'inactive', 'suspended']),
  display_name: text,
  avatar_url: orNull(text),
  updates: listOf(merchantUpdate),
  company,
  user: sessionUserSchema,
});

export const merchantProfileResponse = itemResponse(
  merchantProfileSchema,
  'The company, with the signed-in user read fresh.',
);
