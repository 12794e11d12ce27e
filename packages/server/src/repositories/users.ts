import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PERMISSIONS } from '@jiyun/domain';
import type { Permission, SessionUser, UserStatus, UserType } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { prepareNamed } from '../db/prepared.js';
import { merchants, userPermissions, users, warehouseOperators } from '../db/schema.js';

/** What sign-in needs to decide: the hash to check and both statuses that must admit the user. */
export interface LoginCandidate {
  id: string;
  merchant_id: string;
  password_hash: string;
  status: UserStatus;
  merchant_status: UserStatus;
}

/** A session user together with the company's status, which must admit them as well. */
export interface SessionUserRecord {
  user: SessionUser;
  merchant_status: UserStatus;
  /** Goes into the access token; see `users.token_version`. */
  token_version: number;
}

/** What every signed-in request compares its access token with. */
export interface SessionState {
  merchant_id: string;
  token_version: number;
  status: UserStatus;
  merchant_status: UserStatus;
}

/** Ends every access token issued so far: they carry the version before this one. */
const nextTokenVersion = { token_version: sql`${users.token_version} + 1` };

export function createUserRepository(db: Database) {
  // Every signed-in request reads it (the auth plugin): prepared once, not rebuilt per request.
  const sessionState = prepareNamed(
    db
      .select({
        merchant_id: users.merchant_id,
        token_version: users.token_version,
        status: users.status,
        merchant_status: merchants.status,
      })
      .from(users)
      .innerJoin(merchants, eq(merchants.id, users.merchant_id))
      .where(eq(users.id, sql.placeholder('userId')))
      .limit(1),
  );

  return {
    /** Sign-in is the one lookup across merchants: the phone number is all we know yet. */
    async findLoginCandidate(
      type: UserType,
      countryCode: string,
      phoneNumber: string,
    ): Promise<LoginCandidate | null> {
      const rows = await db
        .select({
          id: users.id,
          merchant_id: users.merchant_id,
          password_hash: users.password_hash,
          status: users.status,
          merchant_status: merchants.status,
        })
        .from(users)
        .innerJoin(merchants, eq(merchants.id, users.merchant_id))
        .where(
          and(
            eq(users.type, type),
            eq(users.country_code, countryCode),
            eq(users.phone_number, phoneNumber),
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async findSessionUser(merchantId: string, userId: string): Promise<SessionUserRecord | null> {
      return sessionUserWhere(db, and(eq(users.merchant_id, merchantId), eq(users.id, userId)));
    },

    /** For a refresh token, which names the user alone; the merchant comes from the user row. */
    async findSessionUserById(userId: string): Promise<SessionUserRecord | null> {
      return sessionUserWhere(db, eq(users.id, userId));
    },

    /**
     * One primary-key read joined to the company, on every signed-in request: the token names
     * the user alone until this proves which company they still belong to.
     */
    async findSessionState(userId: string): Promise<SessionState | null> {
      const rows = await sessionState.execute({ userId });
      return rows[0] ?? null;
    },

    /** Logout: the access tokens this user holds stop working on their next request. */
    async endAccessTokens(userId: string): Promise<void> {
      await db.update(users).set(nextTokenVersion).where(eq(users.id, userId));
    },

    /** Suspends, reactivates… a user of this company; their current tokens stop working. */
    async setStatus(merchantId: string, userId: string, status: UserStatus): Promise<boolean> {
      const changed = await db
        .update(users)
        .set({ status, updated_at: new Date(), ...nextTokenVersion })
        .where(and(eq(users.merchant_id, merchantId), eq(users.id, userId)))
        .returning({ id: users.id });
      return changed.length > 0;
    },

    /**
     * Replaces a team member's permission groups; tokens that still list the old ones stop
     * working. The owner holds every permission and has no rows to change.
     */
    async setPermissions(
      merchantId: string,
      userId: string,
      permissions: readonly Permission[],
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          .set({ updated_at: new Date(), ...nextTokenVersion })
          .where(
            and(eq(users.merchant_id, merchantId), eq(users.id, userId), eq(users.type, 'sub')),
          )
          .returning({ id: users.id });
        if (changed.length === 0) return false;
        await tx.delete(userPermissions).where(eq(userPermissions.user_id, userId));
        // decisions.md: a member who loses `warehouse` is no longer any warehouse's operator.
        if (!permissions.includes('warehouse')) {
          await tx.delete(warehouseOperators).where(eq(warehouseOperators.user_id, userId));
        }
        if (permissions.length > 0) {
          await tx
            .insert(userPermissions)
            .values(
              [...new Set(permissions)].map((permission) => ({ user_id: userId, permission })),
            );
        }
        return true;
      });
    },

    /**
     * Removes a team member (their sign-ins go with the row); a token naming them finds no
     * user from the next request on. The owner is removed with the company, not here.
     */
    async removeTeamMember(merchantId: string, userId: string): Promise<boolean> {
      const removed = await db
        .delete(users)
        .where(and(eq(users.merchant_id, merchantId), eq(users.id, userId), eq(users.type, 'sub')))
        .returning({ id: users.id });
      return removed.length > 0;
    },
  };
}

async function sessionUserWhere(
  db: Database,
  condition: SQL | undefined,
): Promise<SessionUserRecord | null> {
  const rows = await db
    .select({ user: users, merchant: merchants })
    .from(users)
    .innerJoin(merchants, eq(merchants.id, users.merchant_id))
    .where(condition)
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { user, merchant } = row;
  const permissions = user.type === 'root' ? [...PERMISSIONS] : await permissionsOf(db, user.id);
  return {
    merchant_status: merchant.status,
    token_version: user.token_version,
    user: {
      id: user.id,
      type: user.type,
      merchant_id: user.merchant_id,
      display_name: user.type === 'root' ? merchant.display_name : null,
      first_name: user.first_name,
      last_name: user.last_name,
      // The owner's picture is the company's picture unless they set their own.
      avatar_url: user.avatar_url ?? (user.type === 'root' ? merchant.avatar_url : null),
      status: user.status,
      country_code: user.country_code,
      phone_number: user.phone_number,
      email: user.email,
      permissions,
    },
  };
}

async function permissionsOf(db: Database, userId: string): Promise<Permission[]> {
  const rows = await db
    .select({ permission: userPermissions.permission })
    .from(userPermissions)
    .where(eq(userPermissions.user_id, userId));
  const held = new Set(rows.map((row) => row.permission));
  // Listed in the canonical order so answers are stable.
  return PERMISSIONS.filter((permission) => held.has(permission));
}

export type UserRepository = ReturnType<typeof createUserRepository>;
