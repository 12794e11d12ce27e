import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, CODE_MESSAGES } from '@jiyun/domain';
import type {
  ApiError,
  MerchantProfile,
  SessionResponse,
  SubAccount,
  SubAccountCodeResponse,
} from '@jiyun/domain';
import { warehouseOperators } from '../../db/schema.js';
import { createStaffProfileRepository } from '../../repositories/profile-reviews-staff.js';
import { discAvatarPng } from '../../seed/avatar-png.js';
import {
  DEMO_MEI_LING,
  DEMO_MIN_ZHAO,
  DEMO_OPERATOR,
  DEMO_OWNER,
  SECOND_OWNER,
} from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { latestCodeTo } from '../../test-helpers/outbox.js';
import { bearer, postJson, signIn } from '../../test-helpers/sessions.js';

const API = '/api/v1/merchants';
const PROFILE = `${API}/profile`;
const DISPLAY_INFO = `${API}/display-info`;
const SUBACCOUNTS = `${API}/subaccounts`;
const SEND_CODE = `${API}/auth/sub/send-otp`;
const REGISTER = `${API}/auth/register/sub-account`;
const member = (id: string) => `${API}/team/${id}`;
const memberCode = (id: string) => `${API}/team/${id}/phone/otp-send`;

let app: FastifyInstance;
let owner: string;
let harbour: string;
let nextPhone = 6045551200;

beforeAll(async () => {
  app = await buildTestApp({ otpAddressRateLimitMax: 1000 });
  owner = (await signIn(app, DEMO_OWNER)).accessToken;
  harbour = (await signIn(app, SECOND_OWNER)).accessToken;
});
afterAll(() => app.close());

function get(url: string, token: string) {
  return app.inject({ url, headers: bearer(token) });
}

function patchJson(url: string, token: string, payload: unknown) {
  return app.inject({
    method: 'PATCH',
    url,
    payload: JSON.stringify(payload),
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });
}

async function multipart(
  method: 'POST' | 'PATCH',
  url: string,
  token: string,
  fields: Record<string, string | string[]>,
  avatar?: Buffer,
  headers: Record<string, string> = {},
) {
  const files = avatar
    ? [{ field: 'avatar', name: '头像.png', type: 'image/png', content: avatar }]
    : [];
  const body = await multipartBody(fields, files);
  return app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...bearer(token), ...body.headers, ...headers },
  });
}

const avatarPng = () =>
  discAvatarPng(48, { r: 0x2c, g: 0x6e, b: 0xc8 }, { r: 0xf0, g: 0xf4, b: 0xfa });

async function team(token = owner): Promise<SubAccount[]> {
  const response = await get(SUBACCOUNTS, token);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: SubAccount[] }>().data;
}

interface NewMember {
  phone: string;
  permissions: string[];
  firstName?: string;
}

/** Adds a member the way the add-member modal does: a texted code, then the registration. */
async function addMember({ phone, permissions, firstName = '晓梅' }: NewMember, token = owner) {
  const sent = await postJson(
    app,
    SEND_CODE,
    { country_code: '+1', phone_number: phone },
    bearer(token),
  );
  expect(sent.statusCode).toBe(200);
  const { flow_token } = sent.json<SubAccountCodeResponse>().data;
  const code = await latestCodeTo(app, `+1${phone}`);
  const response = await multipart(
    'POST',
    REGISTER,
    token,
    {
      country_code: '+1',
      identifier: phone,
      first_name: firstName,
      last_name: 'Richardson-Lau',
      email: `member.${phone}@maple-forwarding.example`,
      password: 'Teammate#2026',
      verification_code: code,
      'permission[]': permissions,
    },
    undefined,
    { 'x-flow-token': flow_token },
  );
  return { response, flowToken: flow_token, code };
}

async function memberWith(permissions: string[]) {
  const phone = String(nextPhone++);
  const { response } = await addMember({ phone, permissions });
  expect(response.statusCode).toBe(201);
  const added = response.json<{ data: SubAccount }>().data;
  const session = await signIn(app, {
    label: 'new member',
    type: 'sub',
    country_code: '+1',
    identifier: phone,
    password: 'Teammate#2026',
  });
  return { ...added, phone, session };
}

describe('demo data', () => {
  it('gives Maple Forwarding a legal representative, a pending display change and a team of three', async () => {
    const profile = (await get(PROFILE, owner)).json<{ data: MerchantProfile }>().data;
    expect(profile.status).toBe('updated');
    expect(profile.updates).toEqual([
      expect.objectContaining({
        display_name: '枫叶国际转运 Maple Forwarding',
        avatar_url: expect.any(String),
      }),
    ]);
    expect(profile.company.legal_rep).toMatchObject({
      name: 'Olivia Tremblay',
      contact_name: 'Grace Liu',
      is_contact_legal_rep: false,
      contact_position: 'director',
    });
    const members = (await team()).map((one) => ({
      name: `${one.first_name} ${one.last_name}`,
      phone: `${one.country_code} ${one.phone_number}`,
      permissions: one.permissions.map((permission) => permission.name),
      warehouses: one.warehouses.map((warehouse) => warehouse.warehouse_name),
    }));
    expect(members.slice(0, 3)).toEqual([
      {
        name: 'Lin Chen',
        phone: '+1 6045550124',
        permissions: ['warehouse', 'orders'],
        warehouses: ['Shenzhen Consolidation Centre', 'Vancouver Main Warehouse'],
      },
      {
        name: 'Mei Ling Wong',
        phone: '+1 6045550125',
        permissions: ['warehouse', 'shipping_lines'],
        warehouses: ['Vancouver Main Warehouse'],
      },
      {
        name: 'Min Zhao',
        phone: '+86 13912345678',
        permissions: ['billing', 'admin'],
        warehouses: [],
      },
    ]);
    for (const signInOf of [DEMO_MEI_LING, DEMO_MIN_ZHAO]) {
      expect((await signIn(app, signInOf)).body.data.user.type).toBe('sub');
    }
  });
});

describe('company profile', () => {
  it('changes only the legal contact fields sent, and refuses a save that changes nothing', async () => {
    const response = await patchJson(PROFILE, owner, {
      email: 'grace.liu@maple-forwarding.example',
    });
    expect(response.statusCode).toBe(200);
    const rep = response.json<{ data: MerchantProfile }>().data.company.legal_rep;
    expect(rep).toMatchObject({
      email: 'grace.liu@maple-forwarding.example',
      country_code: '+1',
      phone_number: '6045550188',
      name: 'Olivia Tremblay',
      contact_name: 'Grace Liu',
    });

    const uk = await patchJson(PROFILE, owner, {
      country_code: '44',
      phone_number: '020 7946 0958',
    });
    expect(uk.statusCode).toBe(200);
    expect(uk.json<{ data: MerchantProfile }>().data.company.legal_rep).toMatchObject({
      country_code: '+44',
      phone_number: '02079460958',
      email: 'grace.liu@maple-forwarding.example',
    });

    const same = await patchJson(PROFILE, owner, { email: 'grace.liu@maple-forwarding.example' });
    expect(same.statusCode).toBe(400);
    expect(same.json<ApiError>().message).toBe(ADMIN_MESSAGES.nothingChanged);
  });

  it('refuses a number that does not fit its prefix, naming the field', async () => {
    const response = await patchJson(PROFILE, owner, { country_code: '+1', phone_number: '60455' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details).toEqual([
      { field: 'phone_number', message: 'phone_number must have 10 digits for +1.' },
    ]);
  });

  it('shows a submitted display change to the owner as pending until staff decide', async () => {
    const submitted = await multipart(
      'PATCH',
      DISPLAY_INFO,
      owner,
      { display_name: '  枫叶国际转运 Maple Forwarding ' },
      avatarPng(),
    );
    expect(submitted.statusCode).toBe(200);
    const profile = submitted.json<{ data: MerchantProfile }>().data;
    expect(profile.status).toBe('updated');
    expect(profile.display_name).toBe('Maple Forwarding');
    expect(profile.updates).toHaveLength(1);
    expect(profile.updates[0]).toMatchObject({ display_name: '枫叶国际转运 Maple Forwarding' });
    const pendingAvatar = profile.updates[0]?.avatar_url;
    expect(pendingAvatar).toEqual(expect.any(String));
    expect(pendingAvatar).not.toBe(profile.avatar_url);

    // The same name again, without a new picture, changes nothing.
    const again = await multipart('PATCH', DISPLAY_INFO, owner, {
      display_name: '枫叶国际转运 Maple Forwarding',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ApiError>().message).toBe(ADMIN_MESSAGES.nothingChanged);

    // Harbour Express sees nothing of it.
    const other = (await get(PROFILE, harbour)).json<{ data: MerchantProfile }>().data;
    expect(other.display_name).toBe('Harbour Express');
    expect(other.updates).toEqual([]);

    const staff = createStaffProfileRepository(app.db);
    const [waiting] = (await staff.pending()).filter((update) => update.merchant_id === profile.id);
    if (!waiting) throw new Error('the submission is not in the staff queue');
    expect(await staff.approve(waiting.id, new Date())).toBe(true);
    const approved = (await get(PROFILE, owner)).json<{ data: MerchantProfile }>().data;
    expect(approved).toMatchObject({
      status: 'active',
      display_name: '枫叶国际转运 Maple Forwarding',
      avatar_url: pendingAvatar,
      updates: [],
    });
  });

  it('refuses an avatar that is not a JPG or PNG, and one over 4 MB', async () => {
    const gif = await multipartBody({}, [
      { field: 'avatar', name: 'logo.gif', type: 'image/gif', content: Buffer.from('GIF89a……') },
    ]);
    const wrongType = await app.inject({
      method: 'PATCH',
      url: DISPLAY_INFO,
      payload: gif.payload,
      headers: { ...bearer(owner), ...gif.headers },
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json<ApiError>().message).toBe(ADMIN_MESSAGES.avatarType);

    const big = Buffer.concat([avatarPng(), Buffer.alloc(4 * 1024 * 1024)]);
    const tooLarge = await multipart('PATCH', DISPLAY_INFO, owner, {}, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json<ApiError>().message).toBe(ADMIN_MESSAGES.avatarTooLarge);
  });

  it('keeps the profile’s changes for owners and admins', async () => {
    const operator = (await signIn(app, DEMO_OPERATOR)).accessToken;
    const response = await patchJson(PROFILE, operator, { email: 'lin@maple.example' });
    expect(response.statusCode).toBe(403);
    expect((await get(PROFILE, operator)).statusCode).toBe(200);
  });
});

describe('team members', () => {
  it('lists the team oldest first with groups and assigned warehouses; another company sees its own', async () => {
    const members = await team();
    const lin = members.find((one) => one.phone_number === DEMO_OPERATOR.identifier);
    expect(lin).toMatchObject({ first_name: 'Lin', last_name: 'Chen', country_code: '+1' });
    expect(lin?.permissions.map((permission) => permission.name)).toEqual(['warehouse', 'orders']);
    expect(lin?.permissions[0]).toMatchObject({
      id: `${lin?.id}:warehouse`,
      permission_id: 1,
      subaccount_id: lin?.id,
    });
    expect(lin?.warehouses.map((warehouse) => warehouse.warehouse_name).sort()).toEqual([
      'Shenzhen Consolidation Centre',
      'Vancouver Main Warehouse',
    ]);
    const created = members.map((one) => one.created_at);
    expect(created).toEqual([...created].sort());

    expect(await team(harbour)).toEqual([]);
    if (!lin) throw new Error('Lin Chen is not in the team');
    const foreign = await get(member(lin.id), harbour);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<ApiError>().message).toBe(ADMIN_MESSAGES.memberNotFound);
    expect((await get(member('not-a-member'), owner)).statusCode).toBe(404);
  });

  it('adds a member with the texted code, who signs in with the groups given', async () => {
    const added = await memberWith(['shipping_lines', 'billing']);
    expect(added).toMatchObject({
      first_name: '晓梅',
      last_name: 'Richardson-Lau',
      country_code: '+1',
    });
    expect(added.permissions.map((permission) => permission.name)).toEqual([
      'shipping_lines',
      'billing',
    ]);
    expect(added.session.body.data.user.permissions).toEqual(['shipping_lines', 'billing']);
    expect((await team()).map((one) => one.id)).toContain(added.id);
  });

  it('adds a member with an avatar', async () => {
    const phone = String(nextPhone++);
    const sent = await postJson(
      app,
      SEND_CODE,
      { country_code: '1', identifier: phone },
      bearer(owner),
    );
    const { flow_token } = sent.json<SubAccountCodeResponse>().data;
    const response = await multipart(
      'POST',
      REGISTER,
      owner,
      {
        country_code: '+1',
        identifier: phone,
        first_name: 'Mei Ling',
        last_name: 'Wong',
        email: `meiling.${phone}@maple-forwarding.example`,
        password: 'Teammate#2026',
        verification_code: await latestCodeTo(app, `+1${phone}`),
        permission: 'customers',
      },
      avatarPng(),
      { 'x-flow-token': flow_token },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<{ data: SubAccount }>().data.avatar_url).toEqual(expect.any(String));
  });

  it('refuses a wrong code, a flow token of no flow, and a phone or email already in use', async () => {
    const phone = String(nextPhone++);
    const sent = await postJson(
      app,
      SEND_CODE,
      { country_code: '+1', phone_number: phone },
      bearer(owner),
    );
    const { flow_token } = sent.json<SubAccountCodeResponse>().data;
    const code = await latestCodeTo(app, `+1${phone}`);
    const fields = {
      country_code: '+1',
      identifier: phone,
      first_name: 'Hao',
      last_name: 'Zhang',
      email: `hao.${phone}@maple-forwarding.example`,
      password: 'Teammate#2026',
      'permission[]': ['orders'],
    };
    const wrong = await multipart(
      'POST',
      REGISTER,
      owner,
      { ...fields, verification_code: code === '000000' ? '111111' : '000000' },
      undefined,
      { 'x-flow-token': flow_token },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().message).toBe(ACCOUNT_MESSAGES.invalidCode);

    const noFlow = await multipart(
      'POST',
      REGISTER,
      owner,
      { ...fields, verification_code: code },
      undefined,
      { 'x-flow-token': 'no-such-flow-token' },
    );
    expect(noFlow.statusCode).toBe(400);
    expect(noFlow.json<ApiError>().message).toBe(CODE_MESSAGES.flowNotValid);

    const takenPhone = await postJson(
      app,
      SEND_CODE,
      { country_code: '+1', phone_number: DEMO_OPERATOR.identifier },
      bearer(owner),
    );
    expect(takenPhone.statusCode).toBe(400);
    expect(takenPhone.json<ApiError>()).toMatchObject({
      code: 'CONFLICT',
      message: ACCOUNT_MESSAGES.phoneInUse,
    });

    const takenEmail = await multipart(
      'POST',
      REGISTER,
      owner,
      { ...fields, email: 'LIN.CHEN@maple-forwarding.example', verification_code: code },
      undefined,
      { 'x-flow-token': flow_token },
    );
    expect(takenEmail.statusCode).toBe(400);
    expect(takenEmail.json<ApiError>()).toMatchObject({
      code: 'CONFLICT',
      message: ACCOUNT_MESSAGES.emailInUse,
    });

    // Nothing was added along the way; the right code still works once.
    const right = await multipart(
      'POST',
      REGISTER,
      owner,
      { ...fields, verification_code: code },
      undefined,
      { 'x-flow-token': flow_token },
    );
    expect(right.statusCode).toBe(201);
  });

  it('a flow token is the requester’s own: another company cannot register with it', async () => {
    const phone = String(nextPhone++);
    const sent = await postJson(
      app,
      SEND_CODE,
      { country_code: '+1', phone_number: phone },
      bearer(owner),
    );
    const { flow_token } = sent.json<SubAccountCodeResponse>().data;
    const response = await multipart(
      'POST',
      REGISTER,
      harbour,
      {
        country_code: '+1',
        identifier: phone,
        first_name: 'Hao',
        last_name: 'Zhang',
        email: `hao.${phone}@harbour.example`,
        password: 'Teammate#2026',
        verification_code: await latestCodeTo(app, `+1${phone}`),
        'permission[]': ['orders'],
      },
      undefined,
      { 'x-flow-token': flow_token },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().message).toBe(CODE_MESSAGES.flowNotValid);
  });

  it('changes only the fields sent; new groups count from the member’s next request', async () => {
    const added = await memberWith(['warehouse', 'orders']);
    const [warehouse] = (await get(`${API}/warehouses`, owner)).json<{ data: { id: string }[] }>()
      .data;
    if (!warehouse) throw new Error('the demo owner has no warehouse');
    await app.db
      .insert(warehouseOperators)
      .values({ warehouse_id: warehouse.id, user_id: added.id });
    const assignments = () =>
      app.db.select().from(warehouseOperators).where(eq(warehouseOperators.user_id, added.id));

    const renamed = await multipart('PATCH', member(added.id), owner, { last_name: '刘' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<{ data: SubAccount }>().data).toMatchObject({
      first_name: '晓梅',
      last_name: '刘',
      email: added.email,
    });
    // A new name does not end the member's session.
    expect((await get(`${API}/warehouses`, added.session.accessToken)).statusCode).toBe(200);

    const regrouped = await multipart('PATCH', member(added.id), owner, { permission: ['orders'] });
    expect(regrouped.statusCode).toBe(200);
    expect(regrouped.json<{ data: SubAccount }>().data.warehouses).toEqual([]);
    expect(await assignments()).toEqual([]);
    const stale = await get(`${API}/warehouses`, added.session.accessToken);
    expect(stale.statusCode).toBe(401);
    expect(stale.json<ApiError>().code).toBe('TOKEN_EXPIRED');
    const refreshed = await app.inject({
      method: 'POST',
      url: `${API}/auth/refresh`,
      cookies: { jiyun_refresh: added.session.refreshToken },
    });
    const fresh = refreshed.json<SessionResponse>();
    expect(fresh.data.user.permissions).toEqual(['orders']);
    expect((await get(`${API}/warehouses`, fresh.accessToken)).statusCode).toBe(403);

    const nothing = await multipart('PATCH', member(added.id), owner, { permission: ['orders'] });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json<ApiError>().message).toBe(ADMIN_MESSAGES.nothingChanged);
  });

  it('a new phone needs the code texted to it, a new password the code texted to the member (A30)', async () => {
    const added = await memberWith(['orders']);
    const newPhone = String(nextPhone++);

    const noCode = await multipart('PATCH', member(added.id), owner, {
      country_code: '+1',
      identifier: newPhone,
    });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json<ApiError>().message).toBe(ADMIN_MESSAGES.codeRequired);

    // A code texted to the member's current phone does not prove the new one.
    const ownCode = await postJson(
      app,
      memberCode(added.id),
      { country_code: '+1', phone_number: added.phone },
      bearer(owner),
    );
    expect(ownCode.statusCode).toBe(200);
    const wrongPhone = await multipart('PATCH', member(added.id), owner, {
      country_code: '+1',
      identifier: newPhone,
      otpCode: await latestCodeTo(app, `+1${added.phone}`),
    });
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json<ApiError>().message).toBe(ACCOUNT_MESSAGES.invalidCode);

    // That code does prove a new password.
    const password = await multipart('PATCH', member(added.id), owner, {
      password: 'Changed#2027',
      otpCode: await latestCodeTo(app, `+1${added.phone}`),
    });
    expect(password.statusCode).toBe(200);
    expect((await get(PROFILE, added.session.accessToken)).statusCode).toBe(401);
    const again = await signIn(app, {
      label: 'member',
      type: 'sub',
      country_code: '+1',
      identifier: added.phone,
      password: 'Changed#2027',
    });
    expect(again.body.data.user.id).toBe(added.id);

    // The resend interval counts per member.
    const tooSoon = await postJson(
      app,
      memberCode(added.id),
      { country_code: '+1', phone_number: newPhone },
      bearer(owner),
    );
    expect(tooSoon.statusCode).toBe(429);
  });

  it('moves a member to a new phone with the code texted to it', async () => {
    const added = await memberWith(['billing']);
    const newPhone = String(nextPhone++);
    const taken = await postJson(
      app,
      memberCode(added.id),
      { country_code: '+1', phone_number: DEMO_OWNER.identifier },
      bearer(owner),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.json<ApiError>().message).toBe(ACCOUNT_MESSAGES.phoneInUse);

    const sent = await postJson(
      app,
      memberCode(added.id),
      { country_code: '+1', phone_number: newPhone },
      bearer(owner),
    );
    expect(sent.statusCode).toBe(200);
    const moved = await multipart('PATCH', member(added.id), owner, {
      country_code: '+1',
      identifier: newPhone,
      otpCode: await latestCodeTo(app, `+1${newPhone}`),
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<{ data: SubAccount }>().data.phone_number).toBe(newPhone);
    expect((await get(`${API}/profile`, added.session.accessToken)).statusCode).toBe(401);
  });

  it('another company cannot read, change, text or remove a member', async () => {
    const added = await memberWith(['orders']);
    expect((await get(member(added.id), harbour)).statusCode).toBe(404);
    expect(
      (await multipart('PATCH', member(added.id), harbour, { last_name: 'X' })).statusCode,
    ).toBe(404);
    const code = await postJson(
      app,
      memberCode(added.id),
      { country_code: '+1', phone_number: added.phone },
      bearer(harbour),
    );
    expect(code.statusCode).toBe(404);
    const removed = await app.inject({
      method: 'DELETE',
      url: member(added.id),
      headers: bearer(harbour),
    });
    expect(removed.statusCode).toBe(404);
    expect((await get(member(added.id), owner)).json<{ data: SubAccount }>().data.last_name).toBe(
      'Richardson-Lau',
    );
  });

  it('removes a member for good; their session ends at once', async () => {
    const added = await memberWith(['orders']);
    const removed = await app.inject({
      method: 'DELETE',
      url: member(added.id),
      headers: bearer(owner),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { id: added.id } });
    const after = await get(PROFILE, added.session.accessToken);
    expect(after.statusCode).toBe(401);
    expect((await get(member(added.id), owner)).statusCode).toBe(404);
    expect((await team()).map((one) => one.id)).not.toContain(added.id);
    const refresh = await app.inject({
      method: 'POST',
      url: `${API}/auth/refresh`,
      cookies: { jiyun_refresh: added.session.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('an admin member manages the team but cannot remove themselves', async () => {
    const admin = await memberWith(['orders', 'admin']);
    const token = admin.session.accessToken;
    expect((await team(token)).map((one) => one.id)).toContain(admin.id);
    const self = await app.inject({
      method: 'DELETE',
      url: member(admin.id),
      headers: bearer(token),
    });
    expect(self.statusCode).toBe(403);
    expect(self.json<ApiError>().message).toBe(ADMIN_MESSAGES.cannotRemoveSelf);
    const { response } = await addMember(
      { phone: String(nextPhone++), permissions: ['orders'] },
      token,
    );
    expect(response.statusCode).toBe(201);
  });

  // A47: Min Zhao (billing, admin) ticked Orders on her own record and it was saved.
  it('nobody changes their own groups; only the owner grants admin; an admin grants what she holds', async () => {
    const admin = await memberWith(['billing', 'admin']);
    const token = admin.session.accessToken;
    const refused = async (response: { statusCode: number; json: <T>() => T }, message: string) => {
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>()).toEqual({ code: 'FORBIDDEN', message });
    };
    await refused(
      await multipart('PATCH', member(admin.id), token, {
        permission: ['billing', 'admin', 'orders'],
      }),
      ADMIN_MESSAGES.ownGroups,
    );
    const other = await memberWith(['warehouse']);
    await refused(
      await multipart('PATCH', member(other.id), token, { permission: ['warehouse', 'orders'] }),
      ADMIN_MESSAGES.groupNotHeld,
    );
    await refused(
      await multipart('PATCH', member(other.id), token, { permission: ['warehouse', 'admin'] }),
      ADMIN_MESSAGES.adminOwnerOnly,
    );
    const { response: newAdmin } = await addMember(
      { phone: String(nextPhone++), permissions: ['admin'] },
      token,
    );
    await refused(newAdmin, ADMIN_MESSAGES.adminOwnerOnly);
    const granted = await multipart('PATCH', member(other.id), token, {
      permission: ['warehouse', 'billing'],
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const groups = async (id: string) =>
      (await team()).find((one) => one.id === id)?.permissions.map((group) => group.name);
    expect(await groups(admin.id)).toEqual(['billing', 'admin']);
    expect(await groups(other.id)).toEqual(['warehouse', 'billing']);
    const byOwner = await multipart('PATCH', member(other.id), owner, {
      permission: ['warehouse', 'admin'],
    });
    expect(byOwner.statusCode, byOwner.body).toBe(200);
  });
});
