import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS, statementNumber } from '@jiyun/domain';
import type { ApiError, MerchantProfile, Permission } from '@jiyun/domain';
import { DEMO_OWNER, SECOND_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { bearer, signIn } from '../test-helpers/sessions.js';
import { plantOrder } from '../test-helpers/orders.js';
import { plantReturn } from '../test-helpers/returns.js';
import { plantSettlement } from '../test-helpers/settlements.js';
import { addSubAccount } from '../test-helpers/sub-account.js';

/**
 * Every signed-in route × every permission group × owner / team member / another company, walked
 * from the OpenAPI document the app builds from its registered routes: a route added tomorrow is
 * in the matrix without anyone listing it. A route that names no permission must be in
 * `FOR_EVERY_SIGNED_IN_USER`, so a forgotten guard fails here.
 */

const API = '/api/v1';
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Method = (typeof METHODS)[number];

/** The signed-in operations every team member may use whatever their groups. */
const FOR_EVERY_SIGNED_IN_USER = new Set([
  'getProfile',
  // Each section of the answer is filtered by its permission instead (dashboard.test.ts).
  'getDashboard',
  'listNotifications',
  'countUnreadNotifications',
  'markNotificationRead',
  'markAllNotificationsRead',
  'getFileLink',
  'sendPhoneChangeCode',
  'changePhone',
  'changeEmail',
  'changePassword',
]);

const NO_PERMISSION = 'You do not have permission to do this.';

interface Operation {
  operationId: string;
  security?: Record<string, unknown>[];
  'x-permissions'?: Permission[];
}

interface Route {
  method: Method;
  path: string;
  operation: Operation;
}

let app: FastifyInstance;
let routes: Route[];
let owner: string;
let otherCompany: string;
let members: { permission: Permission; token: string }[];
/** Maple Forwarding's ids, one per path parameter of the API. */
let mapleIds: Record<string, string>;

beforeAll(async () => {
  app = await buildTestApp({ otpAddressRateLimitMax: 1000 });
  const ownerSession = await signIn(app, DEMO_OWNER);
  owner = ownerSession.accessToken;
  otherCompany = (await signIn(app, SECOND_OWNER)).accessToken;
  const merchantId = ownerSession.body.data.user.merchant_id;

  members = await Promise.all(
    PERMISSIONS.map(async (permission, index) => {
      const member = await addSubAccount(app, merchantId, String(6045558100 + index), [permission]);
      return { permission, token: (await signIn(app, member)).accessToken };
    }),
  );
  const target = await addSubAccount(app, merchantId, '6045558199', ['orders']);

  const read = async <T>(url: string) =>
    (await app.inject({ url: `${API}${url}`, headers: bearer(owner) })).json<{ data: T }>().data;
  const [warehouse] = await read<{ id: string }[]>('/merchants/warehouses');
  const [line] = await read<{ id: string }[]>('/merchants/shipping-lines');
  const [notification] = await read<{ id: string }[]>('/merchants/notifications');
  const profile = await read<MerchantProfile>('/merchants/profile');
  if (!warehouse || !line || !notification || !profile.avatar_url) {
    throw new Error('The demo company lacks a warehouse, a line, a notification or an avatar.');
  }
  const [parcel] = await read<{ parcel_id: string | number }[]>(
    `/merchants/warehouses/${warehouse.id}/parcels`,
  );
  if (!parcel) throw new Error('The demo warehouse has no parcel.');
  const order = await plantOrder(app, merchantId, { parcelCount: 2 });
  const returnOrder = await plantReturn(app, merchantId);
  const settlement = await plantSettlement(app, merchantId);
  mapleIds = {
    orderId: order.id,
    returnId: returnOrder.id,
    settlementId: statementNumber(settlement.statement_no),
    merchantId,
    warehouseId: warehouse.id,
    parcelId: String(parcel.parcel_id),
    shippingLineId: line.id,
    memberId: target.id,
    id: notification.id,
    key: profile.avatar_url,
    kind: 'pick-list',
  };

  const document = (await app.inject({ url: `${API}/openapi.json` })).json<{
    paths: Record<string, Partial<Record<Method, Operation>>>;
  }>();
  routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.flatMap((method) => {
      const operation = operations[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
});
afterAll(() => app.close());

const signedIn = (route: Route) =>
  (route.operation.security ?? []).some((requirement) => 'bearer' in requirement);

function urlOf(route: Route): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const id = mapleIds[name];
    if (id === undefined) throw new Error(`No Maple Forwarding id for {${name}} in ${route.path}`);
    return encodeURIComponent(id);
  });
}

function call(route: Route, token: string) {
  return app.inject({
    method: route.method.toUpperCase() as 'GET',
    url: urlOf(route),
    headers: bearer(token),
  });
}

const isGuardRefusal = (status: number, body: string) =>
  status === 403 && (JSON.parse(body) as ApiError).message === NO_PERMISSION;

describe('permission matrix', () => {
  it('covers every signed-in route, and each one names its permission or is for everyone', () => {
    const guarded = routes.filter(signedIn);
    expect(guarded.length).toBeGreaterThan(30);
    const open = guarded
      .filter((route) => route.operation['x-permissions'] === undefined)
      .map((route) => route.operation.operationId);
    expect(new Set(open)).toEqual(FOR_EVERY_SIGNED_IN_USER);
    const admin = guarded
      .filter((route) => route.operation['x-permissions']?.includes('admin'))
      .map((route) => route.operation.operationId)
      .sort();
    expect(admin).toEqual(
      [
        'updateLegalContact',
        'submitDisplayInfo',
        'listSubAccounts',
        'getTeamMember',
        'updateTeamMember',
        'deleteTeamMember',
        'sendTeamMemberCode',
        'sendSubAccountCode',
        'registerSubAccount',
      ].sort(),
    );
  });

  it('answers every route × group × owner / member / other company with 0 leaks', async () => {
    const leaks: string[] = [];
    const mapleValues = Object.values(mapleIds);
    let checked = 0;
    for (const route of routes.filter(signedIn)) {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const needs = route.operation['x-permissions'];

      // Another company first, while every Maple row still exists: never a 2xx on Maple's ids,
      // never a Maple id in an answer.
      const foreign = await call(route, otherCompany);
      checked += 1;
      if (route.path.includes('{') && foreign.statusCode < 300) {
        leaks.push(`${name}: another company got ${foreign.statusCode}`);
      }
      if (route.path.includes('{') && route.method === 'get' && foreign.statusCode !== 404) {
        leaks.push(`${name}: another company got ${foreign.statusCode}, not 404`);
      }
      // The avatar's key and a document's kind (pick-list) are words, not rows of Maple's.
      const named = mapleValues.find(
        (value) =>
          value !== mapleIds.key && value !== mapleIds.kind && foreign.body.includes(value),
      );
      if (named) leaks.push(`${name}: another company's answer names ${named}`);

      for (const { permission, token } of members) {
        const response = await call(route, token);
        checked += 1;
        const refused = isGuardRefusal(response.statusCode, response.body);
        const allowed = needs === undefined || needs.includes(permission);
        if (allowed && refused) leaks.push(`${name}: ${permission} refused`);
        if (!allowed && !refused) {
          leaks.push(`${name}: ${permission} got ${response.statusCode}, not 403`);
        }
      }

      const asOwner = await call(route, owner);
      checked += 1;
      if (isGuardRefusal(asOwner.statusCode, asOwner.body) || asOwner.statusCode === 401) {
        leaks.push(`${name}: the owner got ${asOwner.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
    expect(checked).toBe(routes.filter(signedIn).length * (PERMISSIONS.length + 2));
  });
});
