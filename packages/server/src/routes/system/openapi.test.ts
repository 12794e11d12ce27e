import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test-helpers/build-test-app.js';

const REDOCLY_CONFIG = join(dirname(fileURLToPath(import.meta.url)), '../../../redocly.yaml');

let app: FastifyInstance;
let document: string;
beforeAll(async () => {
  app = await buildTestApp();
  const response = await app.inject({ url: '/api/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.body;
});
afterAll(() => app.close());

/** Rules redocly.yaml lowers to a warning, each on a line that says why (a `#` comment). */
function acceptedWarnings(): Set<string> {
  const accepted = new Set<string>();
  for (const line of readFileSync(REDOCLY_CONFIG, 'utf8').split('\n')) {
    const match = /^\s+([a-z0-9-]+):\s*warn\b(.*)$/.exec(line);
    if (!match?.[1]) continue;
    expect(match[2], `redocly.yaml: say why ${match[1]} only warns`).toMatch(/#\s*\S/);
    accepted.add(match[1]);
  }
  return accepted;
}

describe('the OpenAPI document', () => {
  it("passes Redocly's recommended rules: no error, warnings only where redocly.yaml says why", async () => {
    const config = await loadConfig({ configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({
      source: document,
      absoluteRef: join(tmpdir(), 'openapi.json'),
      config,
    });
    const describe = (p: (typeof problems)[number]) =>
      `${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`;
    expect(problems.filter((p) => p.severity === 'error').map(describe)).toEqual([]);
    const accepted = acceptedWarnings();
    expect(
      problems.filter((p) => p.severity === 'warn' && !accepted.has(p.ruleId)).map(describe),
    ).toEqual([]);
  });

  it('generates TypeScript types that type-check calls, and refuse wrong ones', async () => {
    const types = astToString(await openapiTS(document));
    const dir = mkdtempSync(join(tmpdir(), 'jiyun-openapi-'));
    try {
      writeFileSync(join(dir, 'api.ts'), types);
      writeFileSync(join(dir, 'usage.ts'), USAGE);
      const program = ts.createProgram([join(dir, 'usage.ts')], {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.NodeNext,
        moduleResolution: ts.ModuleResolutionKind.NodeNext,
        types: [],
        skipLibCheck: true,
      });
      const diagnostics = ts
        .getPreEmitDiagnostics(program)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      expect(diagnostics).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * Calls a generated client would make, typed by the document alone. Each `@ts-expect-error`
 * must meet an error, so a document that stopped saying what is wrong fails this test.
 */
const USAGE = `
import type { components, operations, paths } from './api.js';

type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

type ListParcels = operations['listParcels'];
type ParcelPage = Json<ListParcels['responses'][200]>;
export const page: ParcelPage = { data: [], results: 0 };
export const query: NonNullable<ListParcels['parameters']['query']> = {
  status: ['stored', 'error'],
  search: 'SF99',
  search_field: 'tracking_number',
  page: 2,
  limit: 50,
};
// @ts-expect-error the inventory cannot be searched by colour
export const badField: NonNullable<ListParcels['parameters']['query']> = { search_field: 'colour' };

type Parcel = ParcelPage['data'][number];
export function label(parcel: Parcel): string {
  const line: string | undefined = parcel.shipping_line?.route_code;
  return \`\${parcel.tracking_id} \${parcel.status} \${parcel.overdue_fee} \${line ?? ''}\`;
}
// @ts-expect-error a parcel has no colour
export const colour = (parcel: Parcel) => parcel.colour;

type SignIn = paths['/api/v1/merchants/auth/root-login']['post'];
export const signIn: Json<SignIn['requestBody']> = {
  country_code: '+1',
  identifier: '6045550123',
  password: 'Merchant#2026',
};
// @ts-expect-error sign-in needs the password
export const noPassword: Json<SignIn['requestBody']> = { country_code: '+1', identifier: '1' };
export const token = (answer: Json<SignIn['responses'][200]>): string => answer.accessToken;

type ApiError = components['schemas']['ApiError'];
export const notFound: ApiError = { message: 'Parcel not found', code: 'NOT_FOUND' };
export const refused: Json<ListParcels['responses'][400]> = {
  message: 'limit must be a whole number from 1 to 100.',
  code: 'VALIDATION_FAILED',
  details: [{ field: 'limit', message: 'limit must be a whole number from 1 to 100.' }],
};
// @ts-expect-error no such error code
export const unknownCode: ApiError = { message: 'x', code: 'TEAPOT' };

type OneWarehouse = operations['getWarehouse'];
export const warehousePath: OneWarehouse['parameters']['path'] = { warehouseId: 'w-1' };
// @ts-expect-error the parameter is warehouseId
export const wrongParam: OneWarehouse['parameters']['path'] = { id: 'w-1' };
`;
