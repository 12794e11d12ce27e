import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Permission } from '@jiyun/domain';
import { inGroupOrder, TEAM_MEMBERS_MAX } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  refreshTokens,
  userPermissions,
  users,
  warehouseOperators,
  warehouses,
} from '../db/schema.js';

/** A team member as read for the admin pages, before it is presented. */
export interface TeamMemberRecord {
  id: string;
  first_name: string;
  last_name: string;
  email: string | null;
  country_code: string;
  phone_number: string;
  avatar_url: string | null;
  created_at: Date;
  permissions: Permission[];
  warehouses: { id: string; warehouse_name: string }[];
}

export interface NewTeamMember {
  first_name: string;
  last_name: string;
  email: string;
  country_code: string;
  phone_number: string;
  password_hash: string;
  avatar_url: string | null;
  permissions: readonly Permission[];
}

/** What an owner changes of a member; a field left out stays as it is. */
export interface TeamMemberChange {
  first_name?: string;
  last_name?: string;
  email?: string;
  country_code?: string;
  phone_number?: string;
  password_hash?: string;
  avatar_url?: string;
  permissions?: readonly Permission[];
}

const memberColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  country_code: users.country_code,
  phone_number: users.phone_number,
  avatar_url: users.avatar_url,
  created_at: users.created_at,
};

const isMemberOf = (merchantId: string) =>
  and(eq(users.merchant_id, merchantId), eq(users.type, 'sub'));

/**
 * A company's team members (sub-accounts): every query takes the merchant id, and only `sub`
 * users are members (the owner is never listed, changed or removed here).
 */
export function createTeamRepository(db: Database) {
  /** The groups and assigned warehouses of some members, in two indexed reads. */
  async function withRights(
    merchantId: string,
    rows: Omit<TeamMemberRecord, 'permissions' | 'warehouses'>[],
  ): Promise<TeamMemberRecord[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [granted, assigned] = await Promise.all([
      db
        .select({ user_id: userPermissions.user_id, permission: userPermissions.permission })
        .from(userPermissions)
        .where(inArray(userPermissions.user_id, ids)),
      db
        .select({
          user_id: warehouseOperators.user_id,
          id: warehouses.id,
          warehouse_name: warehouses.warehouse_name,
        })
        .from(warehouseOperators)
        .innerJoin(warehouses, eq(warehouses.id, warehouseOperators.warehouse_id))
        .where(
          and(inArray(warehouseOperators.user_id, ids), eq(warehouses.merchant_id, merchantId)),
        )
        .orderBy(asc(warehouses.warehouse_name), asc(warehouses.id)),
    ]);
    return rows.map((row) => ({
      ...row,
      permissions: inGroupOrder(
        granted.filter((one) => one.user_id === row.id).map((one) => one.permission),
      ),
      warehouses: assigned
        .filter((one) => one.user_id === row.id)
        .map(({ id, warehouse_name }) => ({ id, warehouse_name })),
    }));
  }

  function named<T extends { first_name: string | null; last_name: string | null }>(row: T) {
    return { ...row, first_name: row.first_name ?? '', last_name: row.last_name ?? '' };
  }

  return {
    /** The whole team, oldest first, through `users_merchant_type_created_idx`. */
    async list(merchantId: string): Promise<TeamMemberRecord[]> {
      const rows = await db
        .select(memberColumns)
        .from(users)
        .where(isMemberOf(merchantId))
        .orderBy(asc(users.created_at), asc(users.id))
        .limit(TEAM_MEMBERS_MAX);
      return withRights(merchantId, rows.map(named));
    },

    async find(merchantId: string, memberId: string): Promise<TeamMemberRecord | null> {
      const rows = await db
        .select(memberColumns)
        .from(users)
        .where(and(isMemberOf(merchantId), eq(users.id, memberId)))
        .limit(1);
      const [record] = await withRights(merchantId, rows.map(named));
      return record ?? null;
    },

    /** True when anyone (an owner or a member, of any company) signs in with this phone. */
    async phoneTaken(countryCode: string, phoneNumber: string, exceptUserId?: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.country_code, countryCode),
            eq(users.phone_number, phoneNumber),
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** True when anyone has this email, compared without case (`users_email_lower_idx`). */
    async emailTaken(email: string, exceptUserId?: string) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = lower(${email})`,
            exceptUserId === undefined ? undefined : ne(users.id, exceptUserId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** How many members the company has, counted no further than `cap` (an index-only read). */
    async countUpTo(merchantId: string, cap: number): Promise<number> {
      const capped = db
        .select({ id: users.id })
        .from(users)
        .where(isMemberOf(merchantId))
        .limit(cap)
        .as('capped');
      const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
      return row?.count ?? 0;
    },

    async create(merchantId: string, member: NewTeamMember): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({
            merchant_id: merchantId,
            type: 'sub',
            first_name: member.first_name,
            last_name: member.last_name,
            email: member.email,
            country_code: member.country_code,
            phone_number: member.phone_number,
            password_hash: member.password_hash,
            avatar_url: member.avatar_url,
            status: 'active',
          })
          .returning({ id: users.id });
        if (!row) throw new Error('Team member insert returned no row.');
        await tx
          .insert(userPermissions)
          .values(
            inGroupOrder(member.permissions).map((permission) => ({ user_id: row.id, permission })),
          );
        return row.id;
      });
    },

    /**
     * Applies an owner's change in one transaction. New groups, a new phone or a new password
     * end the member's current access tokens (their next request refreshes into the new rights,
     * or signs in again); a new password also ends their sign-ins. Losing `warehouse` ends their
     * warehouse assignments (decisions.md). False when no such member is in the company.
     */
    async update(merchantId: string, memberId: string, change: TeamMemberChange): Promise<boolean> {
      const { permissions, ...columns } = change;
      const endsTokens =
        permissions !== undefined ||
        columns.phone_number !== undefined ||
        columns.password_hash !== undefined;
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({
            ...columns,
            updated_at: new Date(),
            ...(endsTokens ? { token_version: sql`${users.token_version} + 1` } : {}),
          })
          .where(and(isMemberOf(merchantId), eq(users.id, memberId)))
          .returning({ id: users.id });
        if (changed.length === 0) return false;
        if (permissions !== undefined) {
          await tx.delete(userPermissions).where(eq(userPermissions.user_id, memberId));
          await tx
            .insert(userPermissions)
            .values(
              inGroupOrder(permissions).map((permission) => ({ user_id: memberId, permission })),
            );
          if (!permissions.includes('warehouse')) {
            await tx.delete(warehouseOperators).where(eq(warehouseOperators.user_id, memberId));
          }
        }
        if (columns.password_hash !== undefined) {
          await tx
            .update(refreshTokens)
            .set({ revoked_at: new Date() })
            .where(and(eq(refreshTokens.user_id, memberId), isNull(refreshTokens.revoked_at)));
        }
        return true;
      });
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
