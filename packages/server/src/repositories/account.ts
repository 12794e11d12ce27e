import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { refreshTokens, users } from '../db/schema.js';

/**
 * The account settings' reads and writes on users and their sign-ins. Phone and email are unique
 * across companies (they sign people in), so those checks and the forgot-password lookup (before
 * anyone is signed in) look at every company; every write takes the merchant id.
 */
export function createAccountRepository(db: Database) {
  return {
    /** The owner (root user) a forgot-password request names; sub-accounts ask their owner. */
    async findOwnerByPhone(countryCode: string, phoneNumber: string): Promise<string | null> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.type, 'root'),
            eq(users.country_code, countryCode),
            eq(users.phone_number, phoneNumber),
          ),
        )
        .limit(1);
      return rows[0]?.id ?? null;
    },

    /** The company's owner, whose phone proves a change of where the company is paid (A48). */
    async ownerOf(
      merchantId: string,
    ): Promise<{ id: string; country_code: string; phone_number: string } | null> {
      const rows = await db
        .select({
          id: users.id,
          country_code: users.country_code,
          phone_number: users.phone_number,
        })
        .from(users)
        .where(and(eq(users.merchant_id, merchantId), eq(users.type, 'root')))
        .limit(1);
      return rows[0] ?? null;
    },

    /** True when a user other than `userId` (of any company and kind) signs in with this phone. */
    async phoneUsedByAnother(
      userId: string,
      countryCode: string,
      phoneNumber: string,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.country_code, countryCode),
            eq(users.phone_number, phoneNumber),
            ne(users.id, userId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** True when a user other than `userId` has this address (compared without case). */
    async emailUsedByAnother(userId: string, email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
        .limit(1);
      return rows.length > 0;
    },

    async passwordHashOf(merchantId: string, userId: string): Promise<string | null> {
      const rows = await db
        .select({ password_hash: users.password_hash })
        .from(users)
        .where(and(eq(users.merchant_id, merchantId), eq(users.id, userId)))
        .limit(1);
      return rows[0]?.password_hash ?? null;
    },

    async setPhone(
      merchantId: string,
      userId: string,
      countryCode: string,
      phoneNumber: string,
    ): Promise<void> {
      await db
        .update(users)
        .set({ country_code: countryCode, phone_number: phoneNumber, updated_at: new Date() })
        .where(and(eq(users.merchant_id, merchantId), eq(users.id, userId)));
    },

    async setEmail(merchantId: string, userId: string, email: string): Promise<void> {
      await db
        .update(users)
        .set({ email, updated_at: new Date() })
        .where(and(eq(users.merchant_id, merchantId), eq(users.id, userId)));
    },

    /**
     * Stores the new password hash and ends the user's sign-ins, except the family of
     * `keepFamilyId` (the session that made the change) when given, in one transaction.
     */
    async setPasswordAndRevokeSessions(
      merchantId: string,
      userId: string,
      passwordHash: string,
      keepFamilyId: string | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(users)
          // Access tokens issued before the change stop working as well (users.token_version).
          .set({
            password_hash: passwordHash,
            updated_at: new Date(),
            token_version: sql`${users.token_version} + 1`,
          })
          .where(and(eq(users.merchant_id, merchantId), eq(users.id, userId)))
          .returning({ id: users.id });
        // Not this company's user: nothing changed, so no sign-in of theirs may end either.
        if (changed.length === 0) return;
        await tx
          .update(refreshTokens)
          .set({ revoked_at: new Date() })
          .where(
            and(
              eq(refreshTokens.user_id, userId),
              isNull(refreshTokens.revoked_at),
              keepFamilyId === null ? undefined : ne(refreshTokens.family_id, keepFamilyId),
            ),
          );
      });
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;

/** PostgreSQL's unique_violation, as both drivers report it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current;) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      if ((current as { code: unknown }).code === '23505') return true;
    }
    current =
      typeof current === 'object' && current !== null && 'cause' in current
        ? (current as { cause: unknown }).cause
        : undefined;
  }
  return false;
}
