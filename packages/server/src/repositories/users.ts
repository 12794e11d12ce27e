import { and, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PERMISSIONS } from '@jiyun/domain';
import type { Permission, SessionUser, UserStatus, UserType } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { merchants, userPermissions, users } from '../db/schema.js';

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
}

export function createUserRepository(db: Database) {
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
