import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Company, LegalRep, MerchantProfile } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { merchants, shippingLines, users, warehouses } from '../db/schema.js';

type MerchantRow = typeof merchants.$inferSelect;

/** The profile without the asking user, which the route adds from the session. */
export type MerchantProfileRecord = Omit<MerchantProfile, 'user'>;

export function createMerchantRepository(db: Database) {
  return {
    async findProfile(merchantId: string): Promise<MerchantProfileRecord | null> {
      const rows = await db.select().from(merchants).where(eq(merchants.id, merchantId)).limit(1);
      const row = rows[0];
      return row ? toProfile(row) : null;
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

function toProfile(row: MerchantRow): MerchantProfileRecord {
  return {
    id: row.id,
    status: row.status,
    display_name: row.display_name,
    avatar_url: row.avatar_url,
    // Pending display updates arrive with the display-info feature; until then there are none.
    updates: [],
    company: toCompany(row),
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
