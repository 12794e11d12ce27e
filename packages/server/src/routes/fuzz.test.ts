import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiError, Parcel, Warehouse } from '@jiyun/domain';
import { DEMO_OWNER } from '../seed/demo.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { bearer, signIn } from '../test-helpers/sessions.js';

/**
 * Property-based fuzzing of every operation of the OpenAPI document: wrong types, NUL bytes,
 * huge numbers, keys named after object members, odd unicode and unknown keys, signed in as the
 * demo owner or anonymous. No answer may be a 5xx, and every error answers `{ message, code }`.
 * The routes come from the document, so a new route is fuzzed without touching this file.
 */

/** The whole file's budget: under a minute on a shared machine, with room for set-up. */
const TIME_BUDGET_MS = 36_000;
const RUNS_PER_OPERATION = 150;

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'patch', 'put', 'delete'];

interface JsonSchemaNode {
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  enum?: unknown[];
}

interface OpenApiOperation {
  operationId?: string;
  parameters?: {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    schema?: JsonSchemaNode;
  }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchemaNode }> };
}

interface Operation {
  name: string;
  method: Method;
  /** The path with `{name}` placeholders, under the server root. */
  path: string;
  pathParams: string[];
  queryParams: Record<string, JsonSchemaNode | undefined>;
  jsonBody: JsonSchemaNode | null;
  multipartBody: JsonSchemaNode | null;
}

const app: FastifyInstance = await buildTestApp();
afterAll(() => app.close());

const document = (await app.inject({ url: '/api/v1/openapi.json' })).json<{
  paths: Record<string, Partial<Record<Method, OpenApiOperation>>>;
}>();

const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const parameters = operation.parameters ?? [];
    const content = operation.requestBody?.content ?? {};
    return [
      {
        name: `${method.toUpperCase()} ${path}`,
        method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
        ),
        jsonBody: content['application/json']?.schema ?? null,
        multipartBody: content['multipart/form-data']?.schema ?? null,
      },
    ];
  }),
);

/** Real ids of the demo data, so some requests get past the 404s to the rules behind them. */
const owner = bearer((await signIn(app, DEMO_OWNER)).accessToken);
const warehouses = (
  await app.inject({ url: '/api/v1/merchants/warehouses', headers: owner })
).json<{
  data: Warehouse[];
}>().data;
const warehouseId = warehouses[0]?.id ?? 'none';
const parcels = (
  await app.inject({ url: `/api/v1/merchants/warehouses/${warehouseId}/parcels`, headers: owner })
).json<{ data: Parcel[] }>().data;
const KNOWN_IDS: Record<string, string[]> = {
  warehouseId: warehouses.map((warehouse) => warehouse.id),
  parcelId: parcels.slice(0, 3).map((parcel) => String(parcel.parcel_id)),
};

const OBJECT_MEMBER_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isPrototypeOf',
  '__defineGetter__',
];

const oddText = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '集运\u3000仓库',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦',
  '1e18',
  '1e300',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '0x1F',
  '9999-12-31',
  '0100-01-01',
  '2026-02-30',
  'null',
  'true',
  '[]',
  '{}',
  "'; DROP TABLE parcels; --",
  '../../etc/passwd',
  '%00',
  ...OBJECT_MEMBER_KEYS,
);

const hostileText = fc.oneof(
  oddText,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 3000, unit: 'binary-ascii' }),
);

const hugeNumber = fc.oneof(
  fc.constantFrom(1e18, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, -0, 0, 0.0004, 1e-300),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const anyJson = fc.oneof(hostileText, hugeNumber, fc.boolean(), fc.constant(null), fc.jsonValue());

/**
 * A value of roughly the documented type, or anything at all. Objects nested in the body (a
 * line's pricing, its exception cities) get their documented fields too, so the rules behind
 * them see wrong types and numbers below the stored precision, not only whole wrong objects.
 */
function valueFor(schema: JsonSchemaNode | undefined, depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  const typed: fc.Arbitrary<unknown>[] = [];
  if (schema?.enum && schema.enum.length > 0) typed.push(fc.constantFrom(...schema.enum));
  if (type === 'string') typed.push(hostileText);
  if (type === 'number' || type === 'integer') typed.push(hugeNumber);
  if (type === 'boolean') typed.push(fc.boolean());
  if (type === 'array') typed.push(fc.array(valueFor(schema?.items, depth + 1), { maxLength: 4 }));
  if (type === 'object' && schema?.properties && depth < 3) {
    const properties = schema.properties;
    typed.push(
      fc.record(
        Object.fromEntries(
          Object.keys(properties).map((name) => [name, valueFor(properties[name], depth + 1)]),
        ),
        { requiredKeys: [] },
      ),
    );
  }
  return typed.length === 0 ? anyJson : fc.oneof(...typed, anyJson);
}

/** Known fields with hostile values, sometimes unknown ones too. */
function fieldsFor(names: string[], schemaOf: (name: string) => JsonSchemaNode | undefined) {
  const known = fc.record(
    Object.fromEntries(names.map((name) => [name, valueFor(schemaOf(name))])),
    { requiredKeys: [] },
  );
  // Pairs, not an object: an object would swallow `__proto__` as its prototype.
  const unknown = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...OBJECT_MEMBER_KEYS), fc.string({ maxLength: 12 })),
      anyJson,
    ),
    { maxLength: 2 },
  );
  return fc
    .tuple(known, fc.option(unknown, { freq: 3 }))
    .map(([fields, extra]): [string, unknown][] => [...Object.entries(fields), ...(extra ?? [])]);
}

/** Text as it travels in a URL: lone surrogates become U+FFFD, as a browser would send them. */
function urlEncode(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

function pathArbitrary(operation: Operation): fc.Arbitrary<string> {
  const segments = operation.pathParams.map((name) => {
    const known = KNOWN_IDS[name] ?? [];
    return known.length > 0 ? fc.oneof(fc.constantFrom(...known), hostileText) : hostileText;
  });
  return fc
    .tuple(...segments)
    .map((values) =>
      operation.pathParams.reduce(
        (path, name, index) => path.replace(`{${name}}`, urlEncode(values[index] || 'x')),
        operation.path,
      ),
    );
}

function queryArbitrary(operation: Operation): fc.Arbitrary<string> {
  const rawFragments = fc.constantFrom('%00', '%ZZ', '%E0%A4%A', '%C0%AE', '&&', '=', 'a=1=2');
  return fc
    .tuple(
      fieldsFor(Object.keys(operation.queryParams), (name) => operation.queryParams[name]),
      fc.option(rawFragments, { freq: 4 }),
    )
    .map(([entries, raw]) => {
      const pairs = entries.flatMap(([key, value]) =>
        (Array.isArray(value) ? value : [value]).map(
          (item: unknown) => `${urlEncode(key)}=${urlEncode(item)}`,
        ),
      );
      if (raw !== null) pairs.push(raw);
      return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
    });
}

interface Payload {
  body?: string | Buffer;
  contentType?: string;
  /** A form to encode as multipart/form-data (FormData encodes asynchronously). */
  form?: FormData;
}

function jsonBodyArbitrary(schema: JsonSchemaNode): fc.Arbitrary<Payload> {
  const properties = schema.properties ?? {};
  const object = fieldsFor(Object.keys(properties), (name) => properties[name]).map(
    (entries) =>
      // Written by hand so `__proto__` is an own key in the text, as an attacker sends it.
      `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`,
  );
  const notAnObject = fc.oneof(
    anyJson.map((value) => JSON.stringify(value) ?? 'null'),
    fc.constantFrom('', '{', '{"a":', '[1,2', '\u0000', '{"a":1}{"b":2}'),
  );
  return fc
    .tuple(fc.oneof({ weight: 4, arbitrary: object }, notAnObject), jsonContentType)
    .map(([body, contentType]) => ({ body, contentType }));
}

const jsonContentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
);

function multipartArbitrary(schema: JsonSchemaNode): fc.Arbitrary<Payload> {
  const properties = schema.properties ?? {};
  const form = fieldsFor(
    Object.keys(properties).filter((name) => name !== 'image'),
    (name) => properties[name],
  ).map((entries) => {
    const data = new FormData();
    for (const [key, value] of entries) {
      for (const item of Array.isArray(value) ? value : [value]) {
        data.append(key, typeof item === 'string' ? item : (JSON.stringify(item) ?? ''));
      }
    }
    return data;
  });
  const garbage = fc
    .tuple(
      fc.uint8Array({ maxLength: 200 }),
      fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=xyz',
        'multipart/form-data; boundary=',
      ),
    )
    .map(([bytes, contentType]): Payload => ({ body: Buffer.from(bytes), contentType }));
  return fc.oneof({ weight: 3, arbitrary: form.map((data): Payload => ({ form: data })) }, garbage);
}

async function encodeForm(payload: Payload): Promise<Payload> {
  if (!payload.form) return payload;
  const request = new Request('http://localhost/', { method: 'POST', body: payload.form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

function payloadArbitrary(operation: Operation): fc.Arbitrary<Payload> {
  if (operation.multipartBody) return multipartArbitrary(operation.multipartBody);
  if (operation.jsonBody) return jsonBodyArbitrary(operation.jsonBody);
  if (operation.method === 'get' || operation.method === 'delete') return fc.constant({});
  return fc.oneof(fc.constant({}), jsonBodyArbitrary({}));
}

function expectHandled(response: LightMyRequestResponse, request: string) {
  expect(response.statusCode, `${request} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers['content-type'], request).toMatch(/^application\/json/);
  const body = response.json<Partial<ApiError>>();
  expect(typeof body.message === 'string' && body.message.length > 0, request).toBe(true);
  expect(typeof body.code === 'string' && body.code.length > 0, request).toBe(true);
}

describe('fuzzing every operation of the OpenAPI document', () => {
  it('finds the operations', () => {
    expect(operations.length).toBeGreaterThan(20);
    expect(operations.map((operation) => operation.name)).toContain(
      'GET /api/v1/merchants/warehouses/{warehouseId}/parcels',
    );
  });

  const perOperationMs = Math.floor(TIME_BUDGET_MS / Math.max(operations.length, 1));

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s answers no 5xx and a JSON message on every error',
    async (_name, operation) => {
      // A fresh sign-in per operation: a logout or a password change fuzzed before must not
      // leave the rest anonymous.
      const token = (await signIn(app, DEMO_OWNER)).accessToken;
      await fc.assert(
        fc.asyncProperty(
          pathArbitrary(operation),
          queryArbitrary(operation),
          payloadArbitrary(operation),
          fc.boolean(),
          async (path, query, payload, signedIn) => {
            const { body, contentType } = await encodeForm(payload);
            const url = `${path}${query}`;
            const response = await app.inject({
              method: operation.method.toUpperCase() as Uppercase<Method>,
              url,
              ...(body === undefined ? {} : { payload: body }),
              headers: {
                ...(signedIn ? bearer(token) : {}),
                ...(contentType === undefined ? {} : { 'content-type': contentType }),
              },
            });
            expectHandled(response, `${operation.method.toUpperCase()} ${url}`);
          },
        ),
        { numRuns: RUNS_PER_OPERATION, plugins: [fc.interruptAfterTimeLimit(perOperationMs)] },
      );
    },
    perOperationMs + 15_000,
  );
});

/**
 * A line's prices and exception cities, reached past the rest of a valid body: items of any type
 * or with fields of any type (a number for a province, no city), and numbers below the stored
 * precision (1e-300 would be stored as 0.00 and break every quote on the line).
 */
describe('fuzzing a shipping line’s prices and exception cities', () => {
  const price = fc.oneof(
    hugeNumber,
    fc.constantFrom(1e-300, 0.004, 0.005, 0.01, 5e-324, 12.345),
    anyJson,
  );
  const city = fc.oneof(
    anyJson,
    fc.record(
      {
        city_name: fc.oneof(fc.constantFrom('Toronto', 'Vancouver'), anyJson),
        province_name: fc.oneof(fc.constantFrom('Ontario', '不列颠哥伦比亚省'), anyJson),
        base_price: price,
        unit: fc.oneof(fc.constantFrom(0.5, 1), anyJson),
        additional_weight_price: price,
        per_unit: fc.oneof(fc.constantFrom('per_half_kg', 'per_kg'), anyJson),
        volumetric_divisor: price,
      },
      { requiredKeys: [] },
    ),
  );
  const cities = fc.array(city, { maxLength: 4 });
  const pricing = fc.record({
    currency: fc.constant('CNY'),
    base_price: price,
    unit: fc.constantFrom(0.5, 1),
    additional_weight_price: price,
    per_unit: fc.constantFrom('per_half_kg', 'per_kg'),
    volumetric_divisor: price,
    cities,
  });

  it('creating a line answers no 5xx', async () => {
    const token = bearer((await signIn(app, DEMO_OWNER)).accessToken);
    await fc.assert(
      fc.asyncProperty(pricing, async (prices) => {
        const body = {
          mainRoute: {
            departing_country: 'CN',
            arrival_country: 'CA',
            transport_method: 'sea',
            goods_type: 'sensitive',
            min_time: 2,
            min_days_unit: 'weeks',
            max_time: 6,
            max_days_unit: 'weeks',
          },
          coverage: {
            all_provinces: false,
            provinces: [
              { province_name: 'Ontario', all_cities: true, city_names: [] },
              { province_name: '不列颠哥伦比亚省', all_cities: true, city_names: [] },
            ],
          },
          pricing: prices,
          warehouse: { warehouse_id: warehouseId },
        };
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/merchants/shipping-lines',
          payload: body,
          headers: token,
        });
        expectHandled(response, `POST shipping-lines ${JSON.stringify(prices).slice(0, 300)}`);
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('changing a line’s exception cities answers no 5xx', async () => {
    const token = bearer((await signIn(app, DEMO_OWNER)).accessToken);
    const lines = (
      await app.inject({ url: '/api/v1/merchants/shipping-lines', headers: token })
    ).json<{ data: { id: string }[] }>().data;
    const lineId = lines[0]?.id ?? 'none';
    await fc.assert(
      fc.asyncProperty(cities, async (exceptions) => {
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/v1/merchants/shipping-lines/${lineId}`,
          payload: {
            field: 'pricingInfo',
            part: 'exceptionPricingInformation',
            payload: { exception_arr: exceptions },
          },
          headers: token,
        });
        expectHandled(response, `PATCH exceptions ${JSON.stringify(exceptions).slice(0, 300)}`);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
