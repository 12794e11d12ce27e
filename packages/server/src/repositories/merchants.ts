import { and, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Company, LegalRep, MerchantProfile, MerchantUpdate } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { merchantUpdates, merchants, shippingLines, users, warehouses } from '../db/schema.js';

type MerchantRow = typeof merchants.$inferSelect;
type MerchantUpdateRow = typeof merchantUpdates.$inferSelect;

/** A display change as submitted: a field left null stays as it is. */
export interface DisplayChange {
  display_name: string | null;
  avatar_url: string | null;
}

/** The legal representative's contact, as changed (only the fields given). */
export interface LegalContactChange {
  country_code?: string;
  phone_number?: string;
  email?: string;
}

/** The profile without the asking user, which the route adds from the session. */
export type MerchantProfileRecord = Omit<MerchantProfile, 'user'>;

export function createMerchantRepository(db: Database) {
  return {
    /** The company with its pending display change, if any, in one read. */
    async findProfile(merchantId: string): Promise<MerchantProfileRecord | null> {
      const rows = await db
        .select({ merchant: merchants, pending: merchantUpdates })
        .from(merchants)
        .leftJoin(
          merchantUpdates,
          and(eq(merchantUpdates.merchant_id, merchants.id), eq(merchantUpdates.status, 'pending')),
        )
        .where(eq(merchants.id, merchantId))
        .limit(1);
      const row = rows[0];
      return row ? toProfile(row.merchant, row.pending) : null;
    },

    /**
     * Submits a display change for review; it replaces the one already waiting, if any (one
     * pending per company: `merchant_updates_one_pending`). A change back to the public values
     * (both null) only withdraws the one waiting.
     */
    async submitDisplayChange(
      merchantId: string,
      submittedBy: string,
      change: DisplayChange,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .delete(merchantUpdates)
          .where(
            and(eq(merchantUpdates.merchant_id, merchantId), eq(merchantUpdates.status, 'pending')),
          );
        if (change.display_name === null && change.avatar_url === null) return;
        await tx.insert(merchantUpdates).values({
          merchant_id: merchantId,
          submitted_by: submittedBy,
          display_name: change.display_name,
          avatar_url: change.avatar_url,
        });
      });
    },

    /** Changes the legal representative's contact; false when the company has none yet. */
    async setLegalContact(merchantId: string, change: LegalContactChange): Promise<boolean> {
      const values: Partial<typeof merchants.$inferInsert> = { updated_at: new Date() };
      if (change.country_code !== undefined) values.legal_rep_country_code = change.country_code;
      if (change.phone_number !== undefined) values.legal_rep_phone_number = change.phone_number;
      if (change.email !== undefined) values.legal_rep_email = change.email;
      const changed = await db
        .update(merchants)
        .set(values)
        .where(and(eq(merchants.id, merchantId), sql`${merchants.legal_rep_name} is not null`))
        .returning({ id: merchants.id });
      return changed.length > 0;
    },

    /**
     * True when one of the merchant's rows (its avatar, a team member's, a warehouse's or a
     * shipping line's image) names the file: how a file stored before files had owners is
     * known to be this merchant's.
     */
    async referencesFile(merchantId: string, key: string): Promise<boolean> {
      const namedBy = (table: PgTable, owner: PgColumn, file: PgColumn) =>
        sql`exists (select 1 from ${table} where ${owner} = ${merchantId} and ${file} = ${key})`;
      const [row] = await db
        .select({
          found: sql<boolean>`(${merchants.avatar_url} = ${key}
            or ${namedBy(users, users.merchant_id, users.avatar_url)}
            or ${namedBy(warehouses, warehouses.merchant_id, warehouses.image)}
            or ${namedBy(shippingLines, shippingLines.merchant_id, shippingLines.image)})`,
        })
        .from(merchants)
        .where(eq(merchants.id, merchantId));
      return row?.found === true;
    },
  };
}

function toProfile(row: MerchantRow, pending: MerchantUpdateRow | null): MerchantProfileRecord {
  return {
    id: row.id,
    status: row.status,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    updates: pending ? [toUpdate(pending)] : [],
    company: toCompany(row),
  };
}

function toUpdate(row: MerchantUpdateRow): MerchantUpdate {
  return {
    id: row.id,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    submitted_at: row.submitted_at.toISOString(),
  };
}

function toCompany(row: MerchantRow): Company {
  return {
    name: row.company_name,
    address: row.company_address,
    company_type: row.company_type,
    legal_rep: toLegalRep(row),
  };
}

function toLegalRep(row: MerchantRow): LegalRep | null {
  if (row.legal_rep_name === null) return null;
  return {
    name: row.legal_rep_name,
    contact_name: row.legal_rep_contact_name ?? row.legal_rep_name,
    is_contact_legal_rep: row.legal_rep_is_contact,
    contact_position: row.legal_rep_contact_position,
    country_code: row.legal_rep_country_code ?? '',
    phone_number: row.legal_rep_phone_number ?? '',
    email: row.legal_rep_email,
    pending_review: row.legal_rep_pending_review,
  };
}

export type MerchantRepository = ReturnType<typeof createMerchantRepository>;
