import type { FastifyInstance } from 'fastify';
import type { Permission } from '@jiyun/domain';
import { hashPassword } from '../auth/password-hash.js';
import { userPermissions, users } from '../db/schema.js';
import type { DemoSignIn } from '../seed/demo.js';

/** Adds a team member with the given permissions to a merchant and answers how to sign in. */
export async function addSubAccount(
  app: FastifyInstance,
  merchantId: string,
  identifier: string,
  permissions: Permission[],
): Promise<DemoSignIn & { id: string }> {
  const password = 'Member#2026';
  const [user] = await app.db
    .insert(users)
    .values({
      merchant_id: merchantId,
      type: 'sub',
      first_name: 'Test',
      last_name: `Member ${identifier.slice(-4)}`,
      email: `member${identifier}@example.com`,
      country_code: '+1',
      phone_number: identifier,
      password_hash: await hashPassword(password),
      status: 'active',
    })
    .returning({ id: users.id });
  if (!user) throw new Error('Sub-account insert returned no row.');
  if (permissions.length > 0) {
    await app.db
      .insert(userPermissions)
      .values(permissions.map((permission) => ({ user_id: user.id, permission })));
  }
  return {
    id: user.id,
    label: 'test member',
    type: 'sub',
    country_code: '+1',
    identifier,
    password,
  };
}
