import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';

/** A text the outbox transport kept instead of sending. */
export interface OutboxMessage {
  to: string;
  text: string;
  created_at: string;
}

/** The texts the `outbox` SMS transport keeps (development and tests); phones, not merchants. */
export function createSmsOutboxRepository(db: Database) {
  return {
    async add(message: { to: string; text: string }): Promise<void> {
      await db.insert(smsOutbox).values(message);
    },

    /** The latest messages kept for one phone, newest first. */
    async latestTo(to: string, limit: number): Promise<OutboxMessage[]> {
      const rows = await db
        .select({ to: smsOutbox.to, text: smsOutbox.text, created_at: smsOutbox.created_at })
        .from(smsOutbox)
        .where(eq(smsOutbox.to, to))
        .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },
  };
}

export type SmsOutboxRepository = ReturnType<typeof createSmsOutboxRepository>;
