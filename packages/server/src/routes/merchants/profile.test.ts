import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, MerchantProfile } from '@jiyun/domain';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

const PROFILE = '/api/v1/merchants/profile';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

async function profileOf(accessToken: string) {
  const response = await app.inject({ url: PROFILE, headers: bearer(accessToken) });
  expect(response.statusCode).toBe(200);
  return response.json<ItemResponse<MerchantProfile>>().data;
}

describe('GET /merchants/profile', () => {
  it('answers the owner their company, with the session user', async () => {
    const session = await signIn(app, DEMO_OWNER);
    const profile = await profileOf(session.accessToken);
    // The demo's display change waits for staff: the profile is `updated` and answers it.
    expect(profile).toMatchObject({
      status: 'updated',
      display_name: 'Maple Forwarding',
      updates: [{ display_name: '枫叶国际转运 Maple Forwarding' }],
      company: {
        name: 'Maple Forwarding Ltd.',
        company_type: 'LLC',
        legal_rep: { name: 'Olivia Tremblay', contact_position: 'director', pending_review: false },
      },
    });
    expect(profile.company.address).toContain('Vancouver');
    expect(profile.avatar_url).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(profile.user).toEqual(session.body.data.user);
  });

  it('answers a team member the same company with themselves as user', async () => {
    const owner = await signIn(app, DEMO_OWNER);
    const operator = await signIn(app, DEMO_OPERATOR);
    const profile = await profileOf(operator.accessToken);
    expect(profile.id).toBe(owner.body.data.user.merchant_id);
    expect(profile.user).toMatchObject({
      type: 'sub',
      first_name: 'Lin',
      permissions: ['warehouse', 'orders'],
    });
  });

  it("never answers one merchant's token with another merchant's data", async () => {
    const maple = await signIn(app, DEMO_OWNER);
    const harbour = await signIn(app, SECOND_OWNER);
    const mapleProfile = await profileOf(maple.accessToken);
    const harbourProfile = await profileOf(harbour.accessToken);
    expect(harbourProfile.display_name).toBe('Harbour Express');
    expect(harbourProfile.id).not.toBe(mapleProfile.id);
    expect(harbourProfile.id).toBe(harbour.body.data.user.merchant_id);
    expect(JSON.stringify(harbourProfile)).not.toContain('Maple');
  });

  it('refuses a token whose merchant does not own the user', async () => {
    const maple = await signIn(app, DEMO_OWNER);
    const harbour = await signIn(app, SECOND_OWNER);
    // A validly signed token mixing one merchant's id with another's user must find nothing.
    const forged = app.jwt.sign({
      sub: maple.body.data.user.id,
      mid: harbour.body.data.user.merchant_id,
      typ: 'root',
      perms: [],
      ver: 0,
    });
    const response = await app.inject({ url: PROFILE, headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
  });

  it('needs a bearer token', async () => {
    const response = await app.inject({ url: PROFILE });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: 'Authentication required.',
      code: 'UNAUTHENTICATED',
    });
  });
});
