import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { merchantUpdates, merchants } from '../db/schema.js';
import type { MerchantUpdateStatus } from '../db/schema.js';

/** A display change as platform staff see it: across every company, with the public values. */
export interface StaffProfileUpdate {
  id: string;
  merchant_id: string;
  /** The company's public name now. */
  current_name: string;
  current_avatar_url: string | null;
  /** What the submission asks for; null leaves the public value. */
  display_name: string | null;
  avatar_url: string | null;
  status: MerchantUpdateStatus;
  submitted_at: Date;
}

const columns = {
  id: merchantUpdates.id,
  merchant_id: merchantUpdates.merchant_id,
  current_name: merchants.display_name,
  current_avatar_url: merchants.avatar_url,
  display_name: merchantUpdates.display_name,
  avatar_url: merchantUpdates.avatar_url,
  status: merchantUpdates.status,
  submitted_at: merchantUpdates.submitted_at,
};

/**
 * Platform staff's review of display changes (`pnpm ops profiles:*`): the one place that reads
 * across companies, because staff work across them.
 */
export function createStaffProfileRepository(db: Database) {
  return {
    /** Every pending submission, oldest first (`merchant_updates_pending_idx`). */
    async pending(): Promise<StaffProfileUpdate[]> {
      return db
        .select(columns)
        .from(merchantUpdates)
        .innerJoin(merchants, eq(merchants.id, merchantUpdates.merchant_id))
        .where(eq(merchantUpdates.status, 'pending'))
        .orderBy(asc(merchantUpdates.submitted_at), asc(merchantUpdates.id));
    },

    async find(id: string): Promise<StaffProfileUpdate | null> {
      const [row] = await db
        .select(columns)
        .from(merchantUpdates)
        .innerJoin(merchants, eq(merchants.id, merchantUpdates.merchant_id))
        .where(eq(merchantUpdates.id, id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Approves a pending submission: its name and avatar become the public ones. False when it
     * was no longer pending (decided, or replaced meanwhile).
     */
    async approve(id: string, at: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [decided] = await tx
          .update(merchantUpdates)
          .set({ status: 'approved', decided_at: at })
          .where(and(eq(merchantUpdates.id, id), eq(merchantUpdates.status, 'pending')))
          .returning();
        if (!decided) return false;
        await tx
          .update(merchants)
          .set({
            display_name: sql`coalesce(${decided.display_name}, ${merchants.display_name})`,
            avatar_url: sql`coalesce(${decided.avatar_url}, ${merchants.avatar_url})`,
            updated_at: at,
          })
          .where(eq(merchants.id, decided.merchant_id));
        return true;
      });
    },

    /** Rejects a pending submission with the reason; the public values stay. */
    async reject(id: string, reason: string, at: Date): Promise<boolean> {
      const decided = await db
        .update(merchantUpdates)
        .set({ status: 'rejected', decided_at: at, rejection_reason: reason })
        .where(and(eq(merchantUpdates.id, id), eq(merchantUpdates.status, 'pending')))
        .returning({ id: merchantUpdates.id });
      return decided.length > 0;
    },
  };
}

export type StaffProfileRepository = ReturnType<typeof createStaffProfileRepository>;
