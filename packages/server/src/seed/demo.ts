import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Permission, UserType } from '@jiyun/domain';
import { hashPassword } from '../auth/password-hash.js';
import type { Database } from '../db/client.js';
import { merchants, userPermissions, users } from '../db/schema.js';
import type { FileStorage } from '../files/storage.js';
import { discAvatarPng } from './avatar-png.js';
import { seedDemoNotifications } from './demo-notifications.js';
import { seedDemoOrders } from './demo-orders.js';
import { seedDemoReturns } from './demo-returns.js';
import { seedDemoSettlements } from './demo-settlements.js';
import { seedDemoShippingLines } from './demo-shipping-lines.js';
import { DEMO_MEI_LING, DEMO_MIN_ZHAO, seedDemoTeam } from './demo-team.js';
import { seedDemoWarehouses } from './demo-warehouses.js';

/** A sign-in of the demo data, as printed at start and used by tests. */
export interface DemoSignIn {
  label: string;
  type: UserType;
  country_code: string;
  identifier: string;
  password: string;
}

export const DEMO_OWNER: DemoSignIn = {
  label: 'Maple Forwarding owner',
  type: 'root',
  country_code: '+1',
  identifier: '6045550123',
  password: 'Merchant#2026',
};

export const DEMO_OPERATOR: DemoSignIn = {
  label: 'Maple Forwarding operator (Lin Chen)',
  type: 'sub',
  country_code: '+1',
  identifier: '6045550124',
  password: 'Operator#2026',
};

export const SECOND_OWNER: DemoSignIn = {
  label: 'Harbour Express owner',
  type: 'root',
  country_code: '+86',
  identifier: '13800000002',
  password: 'Merchant#2026',
};

export { DEMO_MEI_LING, DEMO_MIN_ZHAO };

export const DEMO_SIGN_INS = [
  DEMO_OWNER,
  DEMO_OPERATOR,
  DEMO_MEI_LING,
  DEMO_MIN_ZHAO,
  SECOND_OWNER,
] as const;

async function userExists(db: Database, signIn: DemoSignIn): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.type, signIn.type),
        eq(users.country_code, signIn.country_code),
        eq(users.phone_number, signIn.identifier),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** True when the database has no merchant yet: the demo is only planted in an empty database. */
export async function isEmptyDatabase(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(merchants);
  return (row?.count ?? 0) === 0;
}

/** Plants the demo merchants; each one is skipped when its owner already exists. */
export async function seedDemo(db: Database, storage: FileStorage): Promise<void> {
  await seedDemoBusiness(db, storage);
  // Last: the notifications are about the warehouses, lines and parcels planted before.
  await seedDemoNotifications(db, { maple: DEMO_OWNER, harbour: SECOND_OWNER });
}

/**
 * The demo's companies, team, warehouses, lines, orders, returns and settlements, without their
 * news: what a test of a migration that counts business rows plants on an older schema.
 */
export async function seedDemoBusiness(db: Database, storage: FileStorage): Promise<void> {
  if (!(await userExists(db, DEMO_OWNER))) await seedMapleForwarding(db, storage);
  if (!(await userExists(db, SECOND_OWNER))) await seedHarbourExpress(db);
  await seedDemoWarehouses(db, { maple: DEMO_OWNER, harbour: SECOND_OWNER }, DEMO_OPERATOR);
  // After the warehouses, which the members operate.
  await seedDemoTeam(db, storage, DEMO_OWNER);
  await seedDemoShippingLines(db, DEMO_OWNER);
  // Orders take stored parcels on active, priced lines: after both.
  await seedDemoOrders(db, storage, DEMO_OWNER);
  // Returns take stored parcels the orders left.
  await seedDemoReturns(db, storage, DEMO_OWNER);
  // Settlements total the completed orders and returns above.
  await seedDemoSettlements(db, storage, DEMO_OWNER);
}

async function seedMapleForwarding(db: Database, storage: FileStorage): Promise<void> {
  // The id is chosen here so the avatar can be stored as this merchant's before the row exists.
  const merchantId = randomUUID();
  const avatarKey = await storage.put(
    discAvatarPng(96, { r: 0xc8, g: 0x3a, b: 0x2c }, { r: 0xf4, g: 0xe3, b: 0xd7 }),
    'image/png',
    merchantId,
  );
  const [ownerHash, operatorHash] = await Promise.all([
    hashPassword(DEMO_OWNER.password),
    hashPassword(DEMO_OPERATOR.password),
  ]);
  await db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({
        id: merchantId,
        display_name: 'Maple Forwarding',
        avatar_url: avatarKey,
        status: 'active',
        company_name: 'Maple Forwarding Ltd.',
        company_address: '1055 W Georgia St, Suite 1200, Vancouver, BC V6E 3P3, Canada',
        company_type: 'LLC',
        legal_rep_name: 'Olivia Tremblay',
        legal_rep_contact_name: 'Grace Liu',
        legal_rep_is_contact: false,
        legal_rep_contact_position: 'director',
        legal_rep_country_code: '+1',
        legal_rep_phone_number: '6045550188',
        legal_rep_email: 'legal@maple-forwarding.example',
      })
      .returning({ id: merchants.id });
    if (!merchant) throw new Error('Demo merchant insert returned no row.');
    await tx.insert(users).values({
      merchant_id: merchant.id,
      type: 'root',
      email: 'owner@maple-forwarding.example',
      country_code: DEMO_OWNER.country_code,
      phone_number: DEMO_OWNER.identifier,
      password_hash: ownerHash,
      avatar_url: avatarKey,
      status: 'active',
    });
    const [operator] = await tx
      .insert(users)
      .values({
        merchant_id: merchant.id,
        type: 'sub',
        first_name: 'Lin',
        last_name: 'Chen',
        email: 'lin.chen@maple-forwarding.example',
        country_code: DEMO_OPERATOR.country_code,
        phone_number: DEMO_OPERATOR.identifier,
        password_hash: operatorHash,
        status: 'active',
        // The first member of the team: the list shows the team oldest first.
        created_at: new Date(Date.now() - 90 * 86_400_000),
      })
      .returning({ id: users.id });
    if (!operator) throw new Error('Demo operator insert returned no row.');
    const permissions: Permission[] = ['warehouse', 'orders'];
    await tx
      .insert(userPermissions)
      .values(permissions.map((permission) => ({ user_id: operator.id, permission })));
  });
}

async function seedHarbourExpress(db: Database): Promise<void> {
  const ownerHash = await hashPassword(SECOND_OWNER.password);
  await db.transaction(async (tx) => {
    const [merchant] = await tx
      .insert(merchants)
      .values({
        display_name: 'Harbour Express',
        status: 'active',
        company_name: 'Harbour Express Logistics Co., Ltd.',
        company_address: '88 Century Avenue, Pudong, Shanghai 200120, China',
        company_type: 'LLC',
        legal_rep_name: 'Wang Fang',
        legal_rep_contact_name: 'Wang Fang',
        legal_rep_is_contact: true,
        legal_rep_contact_position: 'founder',
        legal_rep_country_code: '+86',
        legal_rep_phone_number: '13800000002',
        legal_rep_email: 'owner@harbour-express.example',
      })
      .returning({ id: merchants.id });
    if (!merchant) throw new Error('Second merchant insert returned no row.');
    await tx.insert(users).values({
      merchant_id: merchant.id,
      type: 'root',
      email: 'owner@harbour-express.example',
      country_code: SECOND_OWNER.country_code,
      phone_number: SECOND_OWNER.identifier,
      password_hash: ownerHash,
      status: 'active',
    });
  });
}
