import type { SessionUser } from '@jiyun/domain';

/** The signed-in owner of the page tests and stories (no server behind it). */
export const ownerUser: SessionUser = {
  id: 'usr_owner',
  type: 'root',
  merchant_id: 'mer_maple',
  display_name: 'Maple Forwarding',
  first_name: 'Ann',
  last_name: 'Lee',
  avatar_url: null,
  status: 'active',
  country_code: '+1',
  phone_number: '6045550123',
  email: 'ann@maple.test',
  permissions: ['warehouse', 'shipping_lines', 'orders', 'billing', 'customers', 'admin'],
};
