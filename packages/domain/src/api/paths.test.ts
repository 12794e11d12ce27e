import { describe, expect, it } from 'vitest';
import { apiPath, apiPaths, type ApiPathTemplate } from './paths.js';

function templates(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  return Object.values(node as Record<string, unknown>).flatMap(templates);
}

describe('apiPath', () => {
  it.each<[string, ApiPathTemplate, Record<string, string> | undefined, string]>([
    ['a path without parameters', apiPaths.warehouses.list, undefined, '/merchants/warehouses'],
    ['one parameter', apiPaths.warehouses.one, { warehouseId: 'w-1' }, '/merchants/warehouses/w-1'],
    [
      'two parameters',
      apiPaths.parcels.one,
      { warehouseId: 'w-1', parcelId: 'p-2' },
      '/merchants/warehouses/w-1/parcels/p-2',
    ],
    [
      'a value that would leave its segment',
      apiPaths.files.signedLink,
      { key: 'avatars/a b.png' },
      '/public/files/avatars%2Fa%20b.png',
    ],
    [
      'a parameter before a fixed segment',
      apiPaths.notifications.read,
      { id: '中文' },
      '/merchants/notifications/%E4%B8%AD%E6%96%87/read',
    ],
  ])('%s', (_, template, params, expected) => {
    const fill = apiPath as (t: string, p?: Record<string, string>) => string;
    expect(fill(template, params)).toBe(expected);
  });

  it('refuses a template whose parameter is missing', () => {
    const fill = apiPath as (t: string, p?: Record<string, string>) => string;
    expect(() => fill(apiPaths.parcels.one, { warehouseId: 'w-1' })).toThrow(':parcelId');
  });

  it('declares every path once', () => {
    const all = templates(apiPaths);
    expect(new Set(all).size).toBe(all.length);
    for (const path of all) expect(path).toMatch(/^\/[a-z0-9/:\-.A-Z]+$/);
  });
});

describe('apiPath types', () => {
  it('asks for exactly the parameters a template names', () => {
    expect(apiPath(apiPaths.warehouses.list)).toBe('/merchants/warehouses');
    expect(apiPath(apiPaths.warehouses.one, { warehouseId: 'x' })).toBe('/merchants/warehouses/x');
    // @ts-expect-error a template with a parameter needs its value
    expect(() => apiPath(apiPaths.warehouses.one)).toThrow();
    // @ts-expect-error the parcel path needs both ids
    expect(() => apiPath(apiPaths.parcels.one, { warehouseId: 'w' })).toThrow();
  });
});
