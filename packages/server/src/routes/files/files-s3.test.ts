import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, apiPath, apiPaths } from '@jiyun/domain';
import type { ApiError, ItemResponse, Warehouse } from '@jiyun/domain';
import { FILE_STORE_UNAVAILABLE } from '../../files/storage.js';
import { discAvatarPng } from '../../seed/avatar-png.js';
import { DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { multipartBody } from '../../test-helpers/multipart.js';
import { s3ConfigFor, startS3Emulator } from '../../test-helpers/s3-emulator.js';
import type { S3Emulator } from '../../test-helpers/s3-emulator.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

// This file's own ports: the emulator, and one whose emulator stops (a store that goes down).
const EMULATOR_PORT = 4612;
const FAILING_PORT = 4615;

const WAREHOUSES = `${API_BASE}${apiPaths.warehouses.list}`;
const image = discAvatarPng(64, { r: 30, g: 90, b: 160 }, { r: 255, g: 255, b: 255 });
const warehouseFields = (name: string) => ({
  warehouse_name: name,
  contact_person: '欧阳晓明',
  phone_number: '403-555-0188',
  country_code: '+1',
  country: 'CA',
  state: 'CA-AB',
  city: 'CA-AB-CALGARY',
  address_line_1: '4500 Centre St NE',
  free_storage_duration: '21',
  free_storage_unit: 'days',
  overdue_storage_fee: '2.50',
  overdue_fee_frequency: 'day',
});

async function createWarehouse(app: FastifyInstance, token: string, name: string) {
  const body = await multipartBody(warehouseFields(name), [
    { field: 'image', name: '仓库照片.png', type: 'image/png', content: image },
  ]);
  return app.inject({
    method: 'POST',
    url: WAREHOUSES,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
}

const linkUrl = (key: string) => `${API_BASE}${apiPath(apiPaths.files.signedLink, { key })}`;

describe('warehouse images on S3 storage', () => {
  let emulator: S3Emulator;
  let app: FastifyInstance;
  let owner: string;
  let otherCompany: string;
  beforeAll(async () => {
    emulator = await startS3Emulator(EMULATOR_PORT);
    app = await buildTestApp({ fileStorage: 's3', s3: emulator.config });
    owner = (await signIn(app, DEMO_OWNER)).accessToken;
    otherCompany = (await signIn(app, SECOND_OWNER)).accessToken;
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await emulator.close();
  });

  it('stores the image in the bucket and serves it through a signed link to its company only', async () => {
    const created = await createWarehouse(app, owner, 'Calgary North Depot 卡尔加里北仓');
    expect(created.statusCode).toBe(201);
    const key = created.json<ItemResponse<Warehouse>>().data.image ?? '';
    expect(key).toMatch(/^[a-f0-9]{32}\.png$/);

    const link = await app.inject({ url: linkUrl(key), headers: bearer(owner) });
    expect(link.statusCode).toBe(200);
    const file = await app.inject({ url: link.json<ItemResponse<{ url: string }>>().data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(image)).toBe(true);

    const elsewhere = await app.inject({ url: linkUrl(key), headers: bearer(otherCompany) });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('reports the bucket in the health check', async () => {
    const health = await app.inject({ url: `${API_BASE}${apiPaths.system.health}` });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', ready: true, files: 'ok' });
  });
});

describe('S3 storage that goes down', () => {
  let app: FastifyInstance;
  let owner: string;
  beforeAll(async () => {
    // Up while the server starts (a fresh database's demo data stores an avatar), then gone.
    const emulator = await startS3Emulator(FAILING_PORT);
    app = await buildTestApp({
      fileStorage: 's3',
      s3: s3ConfigFor(`http://127.0.0.1:${FAILING_PORT}`, 'jiyun-files', 300),
    });
    owner = (await signIn(app, DEMO_OWNER)).accessToken;
    await emulator.close();
  }, 60_000);
  afterAll(() => app.close());

  it('answers 503 with a message for an upload and a link, and saves no warehouse', async () => {
    const started = Date.now();
    const created = await createWarehouse(app, owner, 'Edmonton South Depot 埃德蒙顿南仓');
    expect(Date.now() - started).toBeLessThan(3000);
    expect(created.statusCode).toBe(503);
    expect(created.json<ApiError>()).toEqual({
      message: FILE_STORE_UNAVAILABLE,
      code: 'UNAVAILABLE',
    });
    const listed = await app.inject({ url: WAREHOUSES, headers: bearer(owner) });
    expect(listed.json<{ data: Warehouse[] }>().data.map((w) => w.warehouse_name)).not.toContain(
      'Edmonton South Depot 埃德蒙顿南仓',
    );

    const link = await app.inject({
      url: linkUrl('0123456789abcdef0123456789abcdef.png'),
      headers: bearer(owner),
    });
    expect(link.statusCode).toBe(503);
    expect(link.json<ApiError>().code).toBe('UNAVAILABLE');
  });

  it('says so in the health check, for the load balancer', async () => {
    const health = await app.inject({ url: `${API_BASE}${apiPaths.system.health}` });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'error',
      ready: true,
      database: 'ok',
      files: 'unavailable',
    });
  });
});
