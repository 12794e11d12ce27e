import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { otpFlows, otpSends } from '../db/schema.js';

export type OtpFlowRow = typeof otpFlows.$inferSelect;
/**
 * `password_reset` and `phone_change` (the signed-in user's own phone) belong to the user whose
 * phone gets the code; `member_change` to the team member whose phone or password an owner
 * changes (A30); `sub_account` to the owner or admin who adds a member with that phone.
 */
export type OtpPurpose =
  'password_reset' | 'phone_change' | 'member_change' | 'sub_account' | 'bank_account_change';

/** Codes sent in a window: how many, and when the oldest of them was sent. */
export interface SendWindow {
  count: number;
  oldest: Date | null;
}

/**
 * Verification-code flows and the send log their rate limits count. They belong to a phone (or a
 * user about to prove one), not to a company's data, so no query here takes a merchant id.
 */
export function createVerificationCodeRepository(db: Database) {
  async function sendsSince(where: SQL, since: Date): Promise<SendWindow> {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        oldest: sql<string | null>`min(${otpSends.created_at})`,
      })
      .from(otpSends)
      .where(and(where, gt(otpSends.created_at, since)));
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  }

  return {
    sendsToPhoneSince: (phone: string, since: Date) => sendsSince(eq(otpSends.phone, phone), since),

    sendsFromAddressSince: (clientAddress: string, since: Date) =>
      sendsSince(eq(otpSends.client_address, clientAddress), since),

    /** Logs one send; rows older than `forgetBefore` count for nobody and are dropped. */
    async recordSend(phone: string, clientAddress: string, at: Date, forgetBefore: Date) {
      await db.delete(otpSends).where(lt(otpSends.created_at, forgetBefore));
      await db.insert(otpSends).values({ phone, client_address: clientAddress, created_at: at });
    },

    /** Closes the open flows of a purpose for a user (phone change) or a phone (password reset). */
    async closeOpenFlows(
      purpose: OtpPurpose,
      of: { userId: string } | { countryCode: string; phoneNumber: string },
      at: Date,
    ): Promise<void> {
      await db
        .update(otpFlows)
        .set({ consumed_at: at })
        .where(
          and(
            isNull(otpFlows.consumed_at),
            eq(otpFlows.purpose, purpose),
            'userId' in of
              ? eq(otpFlows.user_id, of.userId)
              : and(
                  eq(otpFlows.country_code, of.countryCode),
                  eq(otpFlows.phone_number, of.phoneNumber),
                ),
          ),
        );
    },

    async createFlow(
      values: typeof otpFlows.$inferInsert,
    ): Promise<Pick<OtpFlowRow, 'id' | 'purpose'>> {
      const [flow] = await db
        .insert(otpFlows)
        .values(values)
        .returning({ id: otpFlows.id, purpose: otpFlows.purpose });
      if (!flow) throw new Error('OTP flow insert returned no row.');
      return flow;
    },

    /** A fresh code for the flow: tries start over and an earlier use no longer counts. */
    async renewCode(flowId: string, codeHash: string, expiresAt: Date, sentAt: Date) {
      await db
        .update(otpFlows)
        .set({
          code_hash: codeHash,
          attempts: 0,
          expires_at: expiresAt,
          last_sent_at: sentAt,
          consumed_at: null,
        })
        .where(eq(otpFlows.id, flowId));
    },

    /** Counts a wrong try; false when the tries were already used up (a race lost). */
    async countWrongTry(flowId: string, maxTries: number): Promise<boolean> {
      const counted = await db
        .update(otpFlows)
        .set({ attempts: sql`${otpFlows.attempts} + 1` })
        .where(and(eq(otpFlows.id, flowId), lt(otpFlows.attempts, maxTries)))
        .returning({ id: otpFlows.id });
      return counted.length > 0;
    },

    /** Marks the flow's code used, once; false when it was used (or tried out) meanwhile. */
    async consume(flowId: string, maxTries: number, at: Date): Promise<boolean> {
      const used = await db
        .update(otpFlows)
        .set({ consumed_at: at })
        .where(
          and(
            eq(otpFlows.id, flowId),
            isNull(otpFlows.consumed_at),
            lt(otpFlows.attempts, maxTries),
          ),
        )
        .returning({ id: otpFlows.id });
      return used.length > 0;
    },

    async findByFlowToken(flowTokenHash: string, purpose: OtpPurpose): Promise<OtpFlowRow | null> {
      const rows = await db
        .select()
        .from(otpFlows)
        .where(and(eq(otpFlows.flow_token_hash, flowTokenHash), eq(otpFlows.purpose, purpose)))
        .limit(1);
      return rows[0] ?? null;
    },

    async setResetToken(flowId: string, resetTokenHash: string, expiresAt: Date): Promise<void> {
      await db
        .update(otpFlows)
        .set({ reset_token_hash: resetTokenHash, reset_expires_at: expiresAt })
        .where(eq(otpFlows.id, flowId));
    },

    /** Spends an unexpired, unused reset token; answers its user, or null. */
    async spendResetToken(resetTokenHash: string, at: Date): Promise<string | null> {
      const spent = await db
        .update(otpFlows)
        .set({ reset_used_at: at })
        .where(
          and(
            eq(otpFlows.reset_token_hash, resetTokenHash),
            isNull(otpFlows.reset_used_at),
            gt(otpFlows.reset_expires_at, at),
          ),
        )
        .returning({ user_id: otpFlows.user_id });
      return spent[0]?.user_id ?? null;
    },

    /** When this user was last sent a code of this purpose, or null. */
    async lastSentAt(userId: string, purpose: OtpPurpose): Promise<Date | null> {
      const [latest] = await db
        .select({ last_sent_at: otpFlows.last_sent_at })
        .from(otpFlows)
        .where(and(eq(otpFlows.user_id, userId), eq(otpFlows.purpose, purpose)))
        .orderBy(desc(otpFlows.last_sent_at))
        .limit(1);
      return latest?.last_sent_at ?? null;
    },

    /** When this phone was last sent a code of this purpose, or null. */
    async lastSentToPhoneAt(
      purpose: OtpPurpose,
      countryCode: string,
      phoneNumber: string,
    ): Promise<Date | null> {
      const [latest] = await db
        .select({ last_sent_at: otpFlows.last_sent_at })
        .from(otpFlows)
        .where(
          and(
            eq(otpFlows.country_code, countryCode),
            eq(otpFlows.phone_number, phoneNumber),
            eq(otpFlows.purpose, purpose),
          ),
        )
        .orderBy(desc(otpFlows.last_sent_at))
        .limit(1);
      return latest?.last_sent_at ?? null;
    },

    /** The newest flow of this user and purpose for this phone. */
    async latestFlowTo(
      userId: string,
      purpose: OtpPurpose,
      countryCode: string,
      phoneNumber: string,
    ): Promise<OtpFlowRow | null> {
      const [flow] = await db
        .select()
        .from(otpFlows)
        .where(
          and(
            eq(otpFlows.user_id, userId),
            eq(otpFlows.purpose, purpose),
            eq(otpFlows.country_code, countryCode),
            eq(otpFlows.phone_number, phoneNumber),
          ),
        )
        .orderBy(desc(otpFlows.created_at))
        .limit(1);
      return flow ?? null;
    },
  };
}

export type VerificationCodeRepository = ReturnType<typeof createVerificationCodeRepository>;
