import { PERMISSIONS } from '@jiyun/domain';
import type {
  AssignedWarehouse,
  SubAccount,
  SubAccountCodeResponse,
  SubAccountDeletedResponse,
  SubAccountListResponse,
  SubAccountPermission,
} from '@jiyun/domain';
import {
  dateTime,
  integer,
  itemResponse,
  listOf,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';
import type { JsonSchema } from './json-schema.js';

const permission = objectOf<SubAccountPermission>({
  id: { ...text, description: '`{subaccount_id}:{name}`' },
  name: oneOf(PERMISSIONS),
  description: text,
  permission_id: { ...integer, description: 'The group’s stable number, 1 to 6.' },
  subaccount_id: uuid,
});

const assignedWarehouse = objectOf<AssignedWarehouse>({ id: uuid, warehouse_name: text });

const subAccountSchema = objectOf<SubAccount>({
  id: uuid,
  first_name: text,
  last_name: text,
  email: orNull(text),
  country_code: text,
  phone_number: text,
  avatar_url: {
    ...orNull(text),
    description: 'A file key (`GET /public/files/{key}`); null shows initials.',
  },
  permissions: listOf(permission),
  warehouses: listOf(assignedWarehouse),
  created_at: dateTime,
});

export const subAccountResponse = itemResponse(subAccountSchema, 'The team member.');

export const subAccountListResponse: JsonSchema = {
  ...objectOf<SubAccountListResponse>({ data: listOf(subAccountSchema) }),
  description: 'Every team member of the company, oldest first (unpaged: a team has at most 200).',
};

export const subAccountDeletedResponse: JsonSchema = {
  ...objectOf<SubAccountDeletedResponse>({
    data: objectOf<SubAccountDeletedResponse['data']>({ id: uuid }),
  }),
  description: 'The member is gone, and so are their sign-ins.',
};

export const subAccountCodeResponse: JsonSchema = {
  ...objectOf<SubAccountCodeResponse>({
    data: objectOf<SubAccountCodeResponse['data']>({
      flow_token: { ...text, description: 'Send as `X-Flow-Token` with the registration.' },
      resend_after: { ...integer, description: 'Seconds before another code may be asked for.' },
    }),
  }),
  description: 'A code was texted to the new member’s phone.',
};
