import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { users } from '../db/schema.js';

/** The company of the demo owner who signs in with this phone, or null before it is seeded. */
export async function ownerMerchantId(
  db: Database,
  owner: { country_code: string; identifier: string },
): Promise<string | null> {
  const [row] = await db
    .select({ merchant_id: users.merchant_id })
    .from(users)
    .where(
      and(
        eq(users.type, 'root'),
        eq(users.country_code, owner.country_code),
        eq(users.phone_number, owner.identifier),
      ),
    )
    .limit(1);
  return row?.merchant_id ?? null;
}
