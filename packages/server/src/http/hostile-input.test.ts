import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, Warehouse } from '@jiyun/domain';
import { DEMO_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { multipartBody } from '../test-helpers/multipart.js';
import { bearer, postJson, signIn } from '../test-helpers/sessions.js';
import { parseQueryString } from './query-string.js';
import { fieldWithNul } from './yup-validation.js';

const WAREHOUSES = '/api/v1/merchants/warehouses';

let app: FastifyInstance;
let owner: Record<string, string>;
let warehouseId: string;

beforeAll(async () => {
  app = await buildTestApp();
  owner = bearer((await signIn(app, DEMO_OWNER)).accessToken);
  const list = await app.inject({ url: WAREHOUSES, headers: owner });
  warehouseId = list.json<{ data: Warehouse[] }>().data[0]?.id ?? '';
});
afterAll(() => app.close());

function expectRefused(response: { statusCode: number; json: <T>() => T }, message: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json<ApiError>()).toMatchObject({ code: 'VALIDATION_FAILED', message });
}

describe('query keys named after object members', () => {
  const KEYS = ['toString', 'constructor', '__proto__', 'valueOf', 'hasOwnProperty', 'colour'];
  const routes = () =>
    [
      ['a list with a query schema', WAREHOUSES, owner],
      ['the parcel inventory', `${WAREHOUSES}/${warehouseId}/parcels`, owner],
      ['one warehouse (no query schema)', `${WAREHOUSES}/${warehouseId}`, owner],
      ['the anonymous file route', '/api/v1/files/some-key', {}],
      ['the health check', '/api/v1/health', {}],
    ] as const;

  it.each(KEYS)('%s is an unknown query parameter on every route', async (key) => {
    for (const [, url, headers] of routes()) {
      const response = await app.inject({ url: `${url}?${key}=1`, headers });
      expectRefused(response, `Unknown query parameter: ${key}.`);
    }
  });

  it.each([
    ['search=a&search=b', 'search was sent more than once.'],
    ['search=%5B%5D&search=null', 'search was sent more than once.'],
    ['page=1&page=2', 'page was sent more than once.'],
  ])('a single parameter sent twice: %s', async (query, message) => {
    const response = await app.inject({
      url: `${WAREHOUSES}/${warehouseId}/parcels?${query}`,
      headers: owner,
    });
    expectRefused(response, message);
  });

  it('a list parameter may repeat', async () => {
    const response = await app.inject({
      url: `${WAREHOUSES}/${warehouseId}/parcels?status=stored&status=packed`,
      headers: owner,
    });
    expect(response.statusCode).toBe(200);
  });

  it('names every unknown parameter in the details', async () => {
    const response = await app.inject({ url: `${WAREHOUSES}?colour=red&size=xl`, headers: owner });
    expect(response.json<ApiError>().details).toEqual([
      { field: 'colour', message: 'Unknown query parameter: colour.' },
      { field: 'size', message: 'Unknown query parameter: size.' },
    ]);
  });

  it('parses the query into an object without a prototype', () => {
    const query = parseQueryString('__proto__=x&status=a&status=b');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.entries(query)).toEqual([
      ['__proto__', 'x'],
      ['status', ['a', 'b']],
    ]);
  });
});

describe('bad input answers 400 with a message', () => {
  it.each([
    ['a NUL byte in the search', 'search=a%00b', 'search must not contain a NUL character.'],
    ['page=1e18', 'page=1e18', 'page must be a whole number from 1 to 1000000.'],
    ['page=1e300', 'page=1e300', 'page must be a whole number from 1 to 1000000.'],
    ['a huge limit', 'limit=99999999999', 'limit must be a whole number from 1 to 100.'],
    [
      'created_to in year 9999',
      'created_to=9999-12-31',
      'created_to must be from 1970-01-01 to 2100-12-31.',
    ],
    [
      'created_from before 1970',
      'created_from=1969-12-31',
      'created_from must be from 1970-01-01 to 2100-12-31.',
    ],
  ])('%s', async (_name, query, message) => {
    const response = await app.inject({
      url: `${WAREHOUSES}/${warehouseId}/parcels?${query}`,
      headers: owner,
    });
    expectRefused(response, message);
  });

  it.each([
    [
      'a tracking id',
      { tracking_id: 'SF1\u00002' },
      'tracking_id must not contain a NUL character.',
    ],
    ['a field name', { 'notes\u0000': 'x' }, 'Unknown field: notes\u0000.'],
    [
      'an inbound date in year 0100',
      { inbound_date: '0100-01-01' },
      'inbound_date must be from 2000-01-01 to tomorrow.',
    ],
    [
      'an inbound date far ahead',
      { inbound_date: '2999-01-01' },
      'inbound_date must be from 2000-01-01 to tomorrow.',
    ],
  ])('a parcel with a bad %s', async (_name, change, message) => {
    const response = await postJson(
      app,
      `${WAREHOUSES}/${warehouseId}/parcels`,
      {
        tracking_id: 'SF-HOSTILE-1',
        personal_id: 'C1',
        inbound_date: '2026-11-20',
        shelf_location: 'A-01-01',
        weight: 1,
        length: 1,
        width: 1,
        height: 1,
        shipping_route_code: 'CN-CA-A-G',
        ...change,
      },
      owner,
    );
    expectRefused(response, message);
  });

  it('a NUL byte in a sign-in phone', async () => {
    const response = await postJson(app, '/api/v1/merchants/auth/root-login', {
      country_code: '+1',
      identifier: '604555\u00000123',
      password: 'Merchant#2026',
    });
    expectRefused(response, 'identifier must not contain a NUL character.');
  });

  it('a NUL byte in a warehouse form field', async () => {
    const form = await multipartBody({ warehouse_name: 'Depot\u0000' });
    const response = await app.inject({
      method: 'PATCH',
      url: `${WAREHOUSES}/${warehouseId}`,
      payload: form.payload,
      headers: { ...form.headers, ...owner },
    });
    expectRefused(response, 'warehouse_name must not contain a NUL character.');
  });
});

describe('malformed multipart on warehouse create and update', () => {
  const MALFORMED = 'The form data is malformed. Send multipart/form-data.';

  async function bodies() {
    const form = await multipartBody({ warehouse_name: 'Depot', contact_person: 'Ada' });
    const type = form.headers['content-type'] ?? '';
    return [
      ['no boundary', form.payload, 'multipart/form-data', MALFORMED],
      ['a truncated body', form.payload.subarray(0, form.payload.length - 12), type, MALFORMED],
      ['garbage', Buffer.from('\u0001\u0002 no parts here --\r\n\r\n'), type, MALFORMED],
      ['another boundary', form.payload, 'multipart/form-data; boundary=elsewhere', MALFORMED],
    ] as const;
  }

  it.each(['POST', 'PATCH'] as const)('%s', async (method) => {
    const url = method === 'POST' ? WAREHOUSES : `${WAREHOUSES}/${warehouseId}`;
    for (const [name, payload, type, message] of await bodies()) {
      const response = await app.inject({
        method,
        url,
        payload,
        headers: { ...owner, 'content-type': type },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json<ApiError>(), name).toMatchObject({ message });
    }
  });

  it.each(['toString', 'constructor', '__proto__'])('a form field named %s', async (field) => {
    const form = await multipartBody({ [field]: 'x' });
    const response = await app.inject({
      method: 'PATCH',
      url: `${WAREHOUSES}/${warehouseId}`,
      payload: form.payload,
      headers: { ...form.headers, ...owner },
    });
    expectRefused(response, 'A form field has a reserved name (such as __proto__ or toString).');
  });
});

describe('bodies with prototype keys', () => {
  it.each([
    '{"__proto__":{"polluted":true}}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"toString":"x","hasOwnProperty":"y"}',
  ])('%s neither crashes nor pollutes', async (payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/merchants/auth/root-login',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe('VALIDATION_FAILED');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('fieldWithNul', () => {
  it.each([
    ['plain text', 'abc', null],
    ['text', 'a\u0000b', 'value'],
    ['a field', { name: 'ok', notes: 'x\u0000' }, 'notes'],
    ['a list item', { operator_ids: ['a', 'b\u0000'] }, 'operator_ids'],
    ['a nested field', { address: { line: '\u0000' } }, 'address.line'],
    ['a field name', { 'na\u0000me': 'x' }, 'na\u0000me'],
    ['numbers and nulls', { weight: 1, notes: null }, null],
  ])('%s', (_name, data, expected) => {
    expect(fieldWithNul(data)).toBe(expected);
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(fieldWithNul({ a: deep })).toBe('a');
  });
});

describe('headers named after object members', () => {
  it.each(['constructor', '__proto__'])('a %s header is passed over', async (name) => {
    const response = await postJson(
      app,
      '/api/v1/merchants/auth/phone/password-reset/verify',
      { otpCode: '123456' },
      { [name]: 'x', 'x-flow-token': 'not-a-flow' },
    );
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json<ApiError>().code).not.toBe('INTERNAL');
  });
});
