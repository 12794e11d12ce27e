import type { CompanyProfile, Permission, SubAccount } from '@jiyun/domain';
import { PERMISSION_GROUPS } from '@jiyun/domain';
import { ownerUser } from '../../../test/fixtures';

/** Maple Forwarding as its owner sees it: a legal representative, nothing waiting for review. */
export const mapleProfile: CompanyProfile = {
  id: 'mer_maple',
  status: 'active',
  display_name: '枫叶国际转运 Maple Forwarding',
  avatar_url: null,
  updates: [],
  company: {
    name: 'Maple Forwarding International Logistics (Vancouver) Ltd.',
    address: 'Unit 210, 13511 Commerce Parkway, Richmond, BC V6V 2L1, Canada',
    company_type: 'LLC',
    legal_rep: {
      name: '王建国',
      contact_name: 'Grace Wang',
      is_contact_legal_rep: false,
      contact_position: 'director',
      country_code: '+1',
      phone_number: '6045550100',
      email: 'legal@maple-forwarding.example',
      pending_review: false,
    },
  },
  user: ownerUser,
};

/** A new display name waits for staff; the legal contact's change too. */
export const pendingProfile: CompanyProfile = {
  ...mapleProfile,
  status: 'updated',
  updates: [
    {
      id: 'upd_01',
      display_name: '枫叶国际转运（温哥华）Maple Forwarding Vancouver',
      avatar_url: null,
      submitted_at: '2026-11-18T09:30:00.000Z',
    },
  ],
  company: {
    ...mapleProfile.company,
    legal_rep: mapleProfile.company.legal_rep && {
      ...mapleProfile.company.legal_rep,
      pending_review: true,
    },
  },
};

/** A member's permission entities (spec §3) for the groups named. */
export function permissionsOf(
  memberId: string,
  names: readonly string[],
): SubAccount['permissions'] {
  return PERMISSION_GROUPS.filter((group) => names.includes(group.name)).map((group) => ({
    id: `${memberId}:${group.name}`,
    name: group.name,
    description: group.description,
    permission_id: group.permission_id,
    subaccount_id: memberId,
  }));
}

function member(
  id: string,
  fields: Omit<SubAccount, 'id' | 'permissions' | 'created_at'> & { permissions: Permission[] },
  created_at: string,
): SubAccount {
  return { ...fields, id, permissions: permissionsOf(id, fields.permissions), created_at };
}

export const linChen = member(
  '6f1c2f0e-8c1a-4e55-9a43-1b7f0c3d2e11',
  {
    first_name: 'Lin',
    last_name: 'Chen',
    email: 'lin.chen@maple-forwarding.example',
    country_code: '+1',
    phone_number: '6045550124',
    avatar_url: null,
    permissions: ['warehouse', 'orders'],
    warehouses: [{ id: 'wh_fuyong', warehouse_name: '深圳宝安国际集运中心（福永仓）' }],
  },
  '2026-10-02T08:00:00.000Z',
);

export const team: SubAccount[] = [
  linChen,
  member(
    '0b7d3c55-2f4e-4a61-8d0c-5e2b9f1a7c42',
    {
      first_name: '晓梅',
      last_name: '张',
      email: 'zhang.xiaomei@maple-forwarding.example',
      country_code: '+86',
      phone_number: '13912345678',
      avatar_url: null,
      permissions: ['billing', 'customers'],
      warehouses: [],
    },
    '2026-10-15T08:00:00.000Z',
  ),
  member(
    '9a2e6f10-7b3c-4d8e-a1f5-3c6d8e0b2a97',
    {
      first_name: 'Alexandra-Catherine',
      last_name: 'Montgomery-Whitfield',
      email: 'alexandra.montgomery-whitfield@maple-forwarding.example',
      country_code: '+1',
      phone_number: '7785550188',
      avatar_url: null,
      permissions: ['warehouse', 'shipping_lines', 'orders', 'admin'],
      warehouses: [
        { id: 'wh_fuyong', warehouse_name: '深圳宝安国际集运中心（福永仓）' },
        { id: 'wh_yiwu', warehouse_name: '义乌国际商贸城集运仓' },
      ],
    },
    '2026-11-01T08:00:00.000Z',
  ),
];
