import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, SessionResponse } from '@jiyun/domain';
import { merchants, users, warehouseOperators } from '../../db/schema.js';
import { DEMO_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, changesHeard, signIn } from '../../test-helpers/sessions.js';
import type { SignedIn } from '../../test-helpers/sessions.js';
import { addSubAccount } from '../../test-helpers/sub-account.js';

const WAREHOUSES = '/api/v1/merchants/warehouses';
const PROFILE = '/api/v1/merchants/profile';
const LOGOUT = '/api/v1/merchants/auth/logout';
const REFRESH = '/api/v1/merchants/auth/refresh';
const PASSWORD_UPDATE = '/api/v1/merchants/auth/password/update';

let app: FastifyInstance;
let merchantId: string;
let nextPhone = 6045557000;

beforeAll(async () => {
  app = await buildTestApp();
  merchantId = (await signIn(app, DEMO_OWNER)).body.data.user.merchant_id;
});
afterAll(() => app.close());

/** A fresh team member with warehouse rights, signed in, whose warehouse list answers 200. */
async function signedInMember(): Promise<SignedIn & { id: string }> {
  const member = await addSubAccount(app, merchantId, String(nextPhone++), ['warehouse', 'orders']);
  const session = await signIn(app, member);
  expect((await listWarehouses(session.accessToken)).statusCode).toBe(200);
  return { ...session, id: member.id };
}

function listWarehouses(accessToken: string) {
  return app.inject({ url: WAREHOUSES, headers: bearer(accessToken) });
}

function refresh(refreshToken: string) {
  return app.inject({ method: 'POST', url: REFRESH, cookies: { jiyun_refresh: refreshToken } });
}

describe('a change of rights counts from the next request', () => {
  it('a suspended team member is refused at once', async () => {
    const member = await signedInMember();
    expect(await app.repositories.users.setStatus(merchantId, member.id, 'suspended')).toBe(true);
    await changesHeard(app);
    const response = await listWarehouses(member.accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe('ACCOUNT_NOT_ACTIVE');
    expect((await refresh(member.refreshToken)).statusCode).toBe(403);
  });

  it('a status written to the row by any means is honoured too', async () => {
    const member = await signedInMember();
    await app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, member.id));
    await changesHeard(app);
    expect((await listWarehouses(member.accessToken)).statusCode).toBe(403);
  });

  it("a change made through the API counts from the member's next request, with no wait", async () => {
    const member = await signedInMember();
    const owner = await signIn(app, DEMO_OWNER);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/merchants/team/${member.id}`,
      headers: bearer(owner.accessToken),
    });
    expect(removed.statusCode).toBe(200);
    const response = await listWarehouses(member.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().code).toBe('UNAUTHENTICATED');
  });

  it('a removed team member is refused at once', async () => {
    const member = await signedInMember();
    expect(await app.repositories.users.removeTeamMember(merchantId, member.id)).toBe(true);
    await changesHeard(app);
    const response = await listWarehouses(member.accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>().code).toBe('UNAUTHENTICATED');
  });

  it('a team member who lost the warehouse permission is refused at once, and after refresh', async () => {
    const member = await signedInMember();
    expect(await app.repositories.users.setPermissions(merchantId, member.id, ['orders'])).toBe(
      true,
    );
    await changesHeard(app);
    const stale = await listWarehouses(member.accessToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json<ApiError>().code).toBe('TOKEN_EXPIRED');

    const refreshed = await refresh(member.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const session = refreshed.json<SessionResponse>();
    expect(session.data.user.permissions).toEqual(['orders']);
    expect((await listWarehouses(session.accessToken)).statusCode).toBe(403);
  });

  it("a team member who loses the warehouse permission is no longer any warehouse's operator", async () => {
    const member = await signedInMember();
    const [warehouse] = (await listWarehouses((await signIn(app, DEMO_OWNER)).accessToken)).json<{
      data: { id: string }[];
    }>().data;
    if (!warehouse) throw new Error('the demo owner has no warehouse');
    await app.db
      .insert(warehouseOperators)
      .values({ warehouse_id: warehouse.id, user_id: member.id });
    const assignments = () =>
      app.db.select().from(warehouseOperators).where(eq(warehouseOperators.user_id, member.id));

    await app.repositories.users.setPermissions(merchantId, member.id, ['warehouse', 'billing']);
    expect(await assignments()).toHaveLength(1);
    await app.repositories.users.setPermissions(merchantId, member.id, ['billing']);
    expect(await assignments()).toHaveLength(0);
  });

  it('a permission granted is usable after one refresh', async () => {
    const member = await signedInMember();
    await app.repositories.users.setPermissions(merchantId, member.id, [
      'warehouse',
      'orders',
      'billing',
    ]);
    await changesHeard(app);
    const refreshed = (await refresh(member.refreshToken)).json<SessionResponse>();
    expect(refreshed.data.user.permissions).toEqual(['warehouse', 'orders', 'billing']);
    expect((await listWarehouses(refreshed.accessToken)).statusCode).toBe(200);
  });

  it("another company's user cannot be changed through this company", async () => {
    const member = await signedInMember();
    const otherCompany = '00000000-0000-4000-8000-000000000000';
    const { users: repository } = app.repositories;
    expect(await repository.setStatus(otherCompany, member.id, 'suspended')).toBe(false);
    expect(await repository.setPermissions(otherCompany, member.id, [])).toBe(false);
    expect(await repository.removeTeamMember(otherCompany, member.id)).toBe(false);
    expect((await listWarehouses(member.accessToken)).statusCode).toBe(200);
  });

  it('a company that is no longer active is refused at once', async () => {
    const member = await signedInMember();
    await app.db.update(merchants).set({ status: 'suspended' }).where(eq(merchants.id, merchantId));
    await changesHeard(app);
    const response = await listWarehouses(member.accessToken);
    await app.db.update(merchants).set({ status: 'active' }).where(eq(merchants.id, merchantId));
    await changesHeard(app);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe('ACCOUNT_NOT_ACTIVE');
  });

  it('a new password ends the access tokens of every session, and this one refreshes', async () => {
    const member = await signedInMember();
    const elsewhere = await signIn(app, {
      label: 'the same member on another device',
      type: 'sub',
      country_code: '+1',
      identifier: member.body.data.user.phone_number,
      password: 'Member#2026',
    });
    const changed = await app.inject({
      method: 'PATCH',
      url: PASSWORD_UPDATE,
      payload: { old_password: 'Member#2026', password: 'Changed#2027' },
      headers: bearer(member.accessToken),
      cookies: { jiyun_refresh: member.refreshToken },
    });
    expect(changed.statusCode).toBe(200);
    expect((await listWarehouses(elsewhere.accessToken)).statusCode).toBe(401);
    expect((await listWarehouses(member.accessToken)).statusCode).toBe(401);
    expect((await refresh(elsewhere.refreshToken)).statusCode).toBe(401);
    const kept = (await refresh(member.refreshToken)).json<SessionResponse>();
    expect((await listWarehouses(kept.accessToken)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('ends the access token sent with it', async () => {
    const member = await signedInMember();
    const loggedOut = await app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: bearer(member.accessToken),
      cookies: { jiyun_refresh: member.refreshToken },
    });
    expect(loggedOut.statusCode).toBe(204);
    const response = await listWarehouses(member.accessToken);
    expect(response.statusCode).toBe(401);
    expect((await refresh(member.refreshToken)).statusCode).toBe(401);
  });

  it("ends the cookie's user's access tokens when no bearer is sent", async () => {
    const owner = await signIn(app, DEMO_OWNER);
    await app.inject({
      method: 'POST',
      url: LOGOUT,
      cookies: { jiyun_refresh: owner.refreshToken },
    });
    expect(
      (await app.inject({ url: PROFILE, headers: bearer(owner.accessToken) })).statusCode,
    ).toBe(401);
  });

  it('leaves the other devices signed in: they refresh once', async () => {
    const member = await signedInMember();
    const elsewhere = await signIn(app, {
      label: 'the same member on another device',
      type: 'sub',
      country_code: '+1',
      identifier: member.body.data.user.phone_number,
      password: 'Member#2026',
    });
    await app.inject({
      method: 'POST',
      url: LOGOUT,
      headers: bearer(member.accessToken),
      cookies: { jiyun_refresh: member.refreshToken },
    });
    expect((await listWarehouses(elsewhere.accessToken)).statusCode).toBe(401);
    const refreshed = await refresh(elsewhere.refreshToken);
    expect(refreshed.statusCode).toBe(200);
    const accessToken = refreshed.json<SessionResponse>().accessToken;
    expect((await listWarehouses(accessToken)).statusCode).toBe(200);
  });

  it('with a forged bearer ends nothing', async () => {
    const member = await signedInMember();
    const forged = `${member.accessToken.slice(0, -4)}AAAA`;
    const response = await app.inject({ method: 'POST', url: LOGOUT, headers: bearer(forged) });
    expect(response.statusCode).toBe(204);
    expect((await listWarehouses(member.accessToken)).statusCode).toBe(200);
  });
});
