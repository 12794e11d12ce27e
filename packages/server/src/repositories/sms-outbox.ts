import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { claimDue } from '../db/claim-due.js';
import type { Database } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';

/** A text kept in the outbox, as the development endpoint shows it. */
export interface OutboxMessage {
  to: string;
  text: string;
  created_at: string;
}

/** A pending text a sender has claimed: it has it alone until `next_attempt_at` passes. */
export interface ClaimedSms {
  id: string;
  to: string;
  text: string;
  /** Tries so far, this one included. */
  attempts: number;
}

/** The outbox as background work: pending texts, due at `next_attempt_at`, each try counted. */
const OUTBOX_WORK = {
  table: smsOutbox,
  id: smsOutbox.id,
  due: smsOutbox.next_attempt_at,
  waiting: eq(smsOutbox.status, 'pending'),
  claim: (leaseUntil: Date) => ({
    attempts: sql`${smsOutbox.attempts} + 1`,
    next_attempt_at: leaseUntil,
  }),
  returning: {
    id: smsOutbox.id,
    to: smsOutbox.to,
    text: smsOutbox.text,
    attempts: smsOutbox.attempts,
  },
};

/**
 * The SMS outbox: texts are written here in the request and sent by a background sender. They
 * belong to a phone, not a company, so no query here takes a merchant id.
 */
export function createSmsOutboxRepository(db: Database) {
  return {
    async enqueue(message: { to: string; text: string }, at: Date): Promise<void> {
      await db.insert(smsOutbox).values({ ...message, next_attempt_at: at, created_at: at });
    },

    /** The row of a text that is never sent, written so that both answers do the same work. */
    async withhold(to: string, at: Date): Promise<void> {
      await db
        .insert(smsOutbox)
        .values({ to, text: null, status: 'withheld', next_attempt_at: at, created_at: at });
    },

    /**
     * Takes up to `limit` due texts for one sender (`claimDue`): rows another sender is claiming
     * are skipped, and a claimed row is not due again before `leaseUntil`, so several server
     * instances never send one text twice, and a crashed instance's texts go out after the lease.
     */
    async claimDue(at: Date, leaseUntil: Date, limit: number): Promise<ClaimedSms[]> {
      const rows = await claimDue(db, OUTBOX_WORK, at, leaseUntil, limit);
      return rows.map((row) => ({ ...row, text: row.text ?? '' }));
    },

    /** Delivered; `forgetText` clears the code once the gateway has it. */
    async markSent(id: string, at: Date, forgetText: boolean): Promise<void> {
      await db
        .update(smsOutbox)
        .set({
          status: 'sent',
          sent_at: at,
          last_error: null,
          ...(forgetText ? { text: null } : {}),
        })
        .where(eq(smsOutbox.id, id));
    },

    async retryAt(id: string, at: Date, problem: string): Promise<void> {
      await db
        .update(smsOutbox)
        .set({ next_attempt_at: at, last_error: problem })
        .where(and(eq(smsOutbox.id, id), eq(smsOutbox.status, 'pending')));
    },

    async markFailed(id: string, problem: string, forgetText: boolean): Promise<void> {
      await db
        .update(smsOutbox)
        .set({ status: 'failed', last_error: problem, ...(forgetText ? { text: null } : {}) })
        .where(eq(smsOutbox.id, id));
    },

    /** The latest texts kept for one phone, newest first (withheld and cleared ones left out). */
    async latestTo(to: string, limit: number): Promise<OutboxMessage[]> {
      const rows = await db
        .select({ to: smsOutbox.to, text: smsOutbox.text, created_at: smsOutbox.created_at })
        .from(smsOutbox)
        .where(and(eq(smsOutbox.to, to), isNotNull(smsOutbox.text)))
        .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.id))
        .limit(limit);
      return rows.map((row) => ({
        to: row.to,
        text: row.text ?? '',
        created_at: row.created_at.toISOString(),
      }));
    },

    /** Every row of one phone, oldest first: where each text stands (tests and support). */
    async historyOf(to: string) {
      return db
        .select({
          status: smsOutbox.status,
          attempts: smsOutbox.attempts,
          text: smsOutbox.text,
          last_error: smsOutbox.last_error,
        })
        .from(smsOutbox)
        .where(eq(smsOutbox.to, to))
        .orderBy(asc(smsOutbox.created_at), asc(smsOutbox.id));
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
