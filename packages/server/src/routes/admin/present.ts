import { permissionGroupOf } from '@jiyun/domain';
import type { SubAccount } from '@jiyun/domain';
import type { TeamMemberRecord } from '../../repositories/team.js';

/** A team member as the API answers it, each group as the spec's permission entity (§3). */
export function presentMember(record: TeamMemberRecord): SubAccount {
  return {
    id: record.id,
    first_name: record.first_name,
    last_name: record.last_name,
    email: record.email,
    country_code: record.country_code,
    phone_number: record.phone_number,
    avatar_url: record.avatar_url,
    permissions: record.permissions.map((name) => {
      const group = permissionGroupOf(name);
      return {
        id: `${record.id}:${name}`,
        name,
        description: group?.description ?? name,
        permission_id: group?.permission_id ?? 0,
        subaccount_id: record.id,
      };
    }),
    warehouses: record.warehouses,
    created_at: record.created_at.toISOString(),
  };
}
