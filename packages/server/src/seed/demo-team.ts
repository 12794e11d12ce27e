import { and, eq } from 'drizzle-orm';
import type { Permission } from '@jiyun/domain';
import { hashPassword } from '../auth/password-hash.js';
import type { Database } from '../db/client.js';
import {
  merchantUpdates,
  userPermissions,
  users,
  warehouseOperators,
  warehouses,
} from '../db/schema.js';
import type { FileStorage } from '../files/local-storage.js';
import { discAvatarPng } from './avatar-png.js';
import type { DemoSignIn } from './demo.js';

/** A team member of the demo besides Lin Chen (who is planted with the company). */
interface DemoMember {
  signIn: DemoSignIn;
  first_name: string;
  last_name: string;
  email: string;
  permissions: Permission[];
  /** Warehouses (by name) they operate. */
  operates: string[];
}

export const DEMO_MEI_LING: DemoSignIn = {
  label: 'Maple Forwarding team member (Mei Ling Wong)',
  type: 'sub',
  country_code: '+1',
  identifier: '6045550125',
  password: 'Operator#2026',
};

export const DEMO_MIN_ZHAO: DemoSignIn = {
  label: 'Maple Forwarding team member (Min Zhao)',
  type: 'sub',
  country_code: '+86',
  identifier: '13912345678',
  password: 'Operator#2026',
};

const MEMBERS: DemoMember[] = [
  {
    signIn: DEMO_MEI_LING,
    first_name: 'Mei Ling',
    last_name: 'Wong',
    email: 'meiling.wong@maple-forwarding.example',
    permissions: ['warehouse', 'shipping_lines'],
    operates: ['Vancouver Main Warehouse'],
  },
  {
    signIn: DEMO_MIN_ZHAO,
    first_name: '敏',
    last_name: '赵',
    email: 'min.zhao@maple-forwarding.example',
    permissions: ['billing', 'admin'],
    operates: [],
  },
];

/** The new name Maple Forwarding waits to have approved (`pnpm ops profiles:pending`). */
export const DEMO_PENDING_DISPLAY_NAME = '枫叶国际转运 Maple Forwarding';

/**
 * Maple Forwarding's team beyond Lin Chen, with their groups and warehouses, and one display
 * change waiting for staff: run after the warehouses, which the members operate. Each part is
 * skipped when it is already there.
 */
export async function seedDemoTeam(
  db: Database,
  storage: FileStorage,
  owner: DemoSignIn,
  now = new Date(),
): Promise<void> {
  const [maple] = await db
    .select({ id: users.merchant_id })
    .from(users)
    .where(
      and(
        eq(users.type, 'root'),
        eq(users.country_code, owner.country_code),
        eq(users.phone_number, owner.identifier),
      ),
    )
    .limit(1);
  if (!maple) return;
  for (const [index, member] of MEMBERS.entries()) {
    await plantMember(db, maple.id, member, new Date(now.getTime() - (30 - index) * 86_400_000));
  }
  const [waiting] = await db
    .select({ id: merchantUpdates.id })
    .from(merchantUpdates)
    .where(eq(merchantUpdates.merchant_id, maple.id))
    .limit(1);
  if (waiting) return;
  const avatar = await storage.put(
    discAvatarPng(96, { r: 0xb0, g: 0x1e, b: 0x23 }, { r: 0xfd, g: 0xf1, b: 0xe6 }),
    'image/png',
    maple.id,
  );
  await db.insert(merchantUpdates).values({
    merchant_id: maple.id,
    display_name: DEMO_PENDING_DISPLAY_NAME,
    avatar_url: avatar,
    submitted_at: new Date(now.getTime() - 86_400_000),
  });
}

async function plantMember(
  db: Database,
  merchantId: string,
  member: DemoMember,
  createdAt: Date,
): Promise<void> {
  const { signIn } = member;
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.type, 'sub'),
        eq(users.country_code, signIn.country_code),
        eq(users.phone_number, signIn.identifier),
      ),
    )
    .limit(1);
  if (existing.length > 0) return;
  const passwordHash = await hashPassword(signIn.password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        merchant_id: merchantId,
        type: 'sub',
        first_name: member.first_name,
        last_name: member.last_name,
        email: member.email,
        country_code: signIn.country_code,
        phone_number: signIn.identifier,
        password_hash: passwordHash,
        status: 'active',
        created_at: createdAt,
        updated_at: createdAt,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('Demo team member insert returned no row.');
    await tx
      .insert(userPermissions)
      .values(member.permissions.map((permission) => ({ user_id: row.id, permission })));
    for (const name of member.operates) {
      const [warehouse] = await tx
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(and(eq(warehouses.merchant_id, merchantId), eq(warehouses.warehouse_name, name)))
        .limit(1);
      if (warehouse) {
        await tx.insert(warehouseOperators).values({ warehouse_id: warehouse.id, user_id: row.id });
      }
    }
  });
}
