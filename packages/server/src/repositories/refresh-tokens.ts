import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { refreshTokens } from '../db/schema.js';

export interface StoredRefreshToken {
  id: string;
  user_id: string;
  family_id: string;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface NewRefreshToken {
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
}

/** Refresh tokens belong to a user, not to company data; they are found by their hash only. */
export function createRefreshTokenRepository(db: Database) {
  return {
    async insert(token: NewRefreshToken): Promise<string> {
      const [row] = await db
        .insert(refreshTokens)
        .values(token)
        .returning({ id: refreshTokens.id });
      if (!row) throw new Error('Refresh token insert returned no row.');
      return row.id;
    },

    async findByHash(tokenHash: string): Promise<StoredRefreshToken | null> {
      const rows = await db
        .select({
          id: refreshTokens.id,
          user_id: refreshTokens.user_id,
          family_id: refreshTokens.family_id,
          expires_at: refreshTokens.expires_at,
          revoked_at: refreshTokens.revoked_at,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.token_hash, tokenHash))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Replaces `old` by a new token of the same family in one transaction.
     * Answers null when `old` was revoked meanwhile (a concurrent refresh): the caller answers
     * with its successor or, past the grace, as a reuse.
     */
    async rotate(oldId: string, next: NewRefreshToken): Promise<string | null> {
      return db.transaction(async (tx) => {
        const revoked = await tx
          .update(refreshTokens)
          .set({ revoked_at: new Date() })
          .where(and(eq(refreshTokens.id, oldId), isNull(refreshTokens.revoked_at)))
          .returning({ id: refreshTokens.id });
        if (revoked.length === 0) return null;
        const [created] = await tx
          .insert(refreshTokens)
          .values(next)
          .returning({ id: refreshTokens.id });
        if (!created) throw new Error('Refresh token insert returned no row.');
        await tx
          .update(refreshTokens)
          .set({ replaced_by: created.id })
          .where(eq(refreshTokens.id, oldId));
        return created.id;
      });
    },

    async revokeFamily(familyId: string): Promise<void> {
      await db
        .update(refreshTokens)
        .set({ revoked_at: new Date() })
        .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
    },
  };
}

export type RefreshTokenRepository = ReturnType<typeof createRefreshTokenRepository>;
