import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isParcelInStock,
  storageFee,
  WAREHOUSE_FIGURE_CAP,
  type ListResponse,
  type WarehouseListItem,
} from '@jiyun/domain';
import { parcels, warehouses } from '../../db/schema.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, signIn } from '../../test-helpers/sessions.js';

const WAREHOUSES = '/api/v1/merchants/warehouses';

let app: FastifyInstance;
let maple: string;
let harbour: string;
let operator: string;

beforeAll(async () => {
  app = await buildTestApp();
  [maple, harbour, operator] = await Promise.all([
    signIn(app, DEMO_OWNER).then((s) => s.accessToken),
    signIn(app, SECOND_OWNER).then((s) => s.accessToken),
    signIn(app, DEMO_OPERATOR).then((s) => s.accessToken),
  ]);
});
afterAll(() => app.close());

async function list(token: string): Promise<WarehouseListItem[]> {
  const response = await app.inject({ url: WAREHOUSES, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json<ListResponse<WarehouseListItem>>().data;
}

/** The figures worked out parcel by parcel with the domain's rules, to check the server's query. */
async function expectedFigures(warehouseId: string) {
  const [house] = await app.db.select().from(warehouses).where(eq(warehouses.id, warehouseId));
  if (!house) throw new Error('no such warehouse');
  const rows = await app.db.select().from(parcels).where(eq(parcels.warehouse_id, warehouseId));
  const now = new Date();
  const inStock = rows.filter((row) => isParcelInStock(row.status));
  return {
    in_stock: inStock.length,
    overdue: inStock.filter((row) => storageFee(row.inbound_date, now, house).overdueDays > 0)
      .length,
    problem_parcels: rows.filter((row) => row.is_problem).length,
  };
}

/** A parcel of the warehouse without its id and times: the values new parcels there copy. */
async function parcelTemplate(warehouseId: string) {
  const [sample] = await app.db
    .select()
    .from(parcels)
    .where(eq(parcels.warehouse_id, warehouseId))
    .limit(1);
  if (!sample) throw new Error('no parcel');
  const { id: _id, created_at: _c, updated_at: _u, ...template } = sample;
  return template;
}

describe('warehouse figures in GET /merchants/warehouses', () => {
  it('counts parcels in stock, overdue and problem parcels per warehouse, as the domain rules say', async () => {
    const houses = await list(maple);
    expect(houses).toHaveLength(3);
    for (const house of houses) {
      expect(house.figures, house.warehouse_name).toEqual(await expectedFigures(house.id));
    }
    // The demo spreads parcels over every state: each figure is there to be seen.
    const shenzhen = houses[0];
    expect(shenzhen?.figures.in_stock).toBeGreaterThan(0);
    expect(shenzhen?.figures.overdue).toBeGreaterThan(0);
    expect(shenzhen?.figures.problem_parcels).toBeGreaterThan(0);
  });

  it('follows a change of the free storage at once (nothing is stored)', async () => {
    const [house] = await list(maple);
    if (!house) throw new Error('no warehouse');
    await app.db
      .update(warehouses)
      .set({ free_storage_duration: 3650, free_storage_unit: 'days' })
      .where(eq(warehouses.id, house.id));
    const after = (await list(maple)).find((h) => h.id === house.id);
    expect(after?.figures).toEqual({ ...house.figures, overdue: 0 });
    await app.db
      .update(warehouses)
      .set({
        free_storage_duration: house.free_storage_duration,
        free_storage_unit: house.free_storage_unit,
      })
      .where(eq(warehouses.id, house.id));
  });

  it("shows each company only its own warehouses' figures; an operator only the assigned", async () => {
    const harbourHouses = await list(harbour);
    expect(harbourHouses.map((h) => h.warehouse_name)).toEqual(['Shanghai Pudong Hub']);
    const [pudong] = harbourHouses;
    if (!pudong) throw new Error('no warehouse');
    expect(pudong.figures).toEqual(await expectedFigures(pudong.id));
    expect(pudong.figures.in_stock).toBeLessThanOrEqual(6);

    const mapleById = new Map((await list(maple)).map((h) => [h.id, h.figures]));
    const assigned = await list(operator);
    expect(assigned.map((h) => h.warehouse_name)).toEqual([
      'Shenzhen Consolidation Centre',
      'Vancouver Main Warehouse',
    ]);
    for (const house of assigned) expect(house.figures).toEqual(mapleById.get(house.id));
  });

  it('counts overdue parcels exactly whichever side of the cutoff holds more of them', async () => {
    const [pudong] = await list(harbour);
    if (!pudong) throw new Error('no warehouse');
    const template = await parcelTemplate(pudong.id);
    const receive = async (prefix: string, inboundDate: string, count: number) => {
      const rows = Array.from({ length: count }, (_, index) => ({
        ...template,
        tracking_id: `${prefix}${String(4_300_000_000_000 + index)}`,
        status: index % 3 === 0 ? ('restored' as const) : ('stored' as const),
        inbound_date: inboundDate,
        is_problem: false,
        problem_type: null,
        problem_description: null,
      }));
      for (let start = 0; start < rows.length; start += 1000) {
        await app.db.insert(parcels).values(rows.slice(start, start + 1000));
      }
    };
    const today = new Date().toISOString().slice(0, 10);
    // Many overdue, few stored since the cutoff: the overdue are the stock less the recent.
    await receive('YT', '2021-03-08', 1_234);
    const manyOverdue = (await list(harbour))[0]?.figures;
    expect(manyOverdue).toEqual(await expectedFigures(pudong.id));
    expect(manyOverdue?.overdue).toBeGreaterThan(1_234);
    // Many on both sides: the overdue are counted outright.
    await receive('JT', today, 1_111);
    const manyOfBoth = (await list(harbour))[0]?.figures;
    expect(manyOfBoth).toEqual(await expectedFigures(pudong.id));
    expect(manyOfBoth?.overdue).toBe(manyOverdue?.overdue);
    expect(manyOfBoth?.in_stock).toBe((manyOverdue?.in_stock ?? 0) + 1_111);
  });

  it(`stops counting at ${WAREHOUSE_FIGURE_CAP}`, async () => {
    const [pudong] = await list(harbour);
    if (!pudong) throw new Error('no warehouse');
    const template = await parcelTemplate(pudong.id);
    const many = Array.from({ length: WAREHOUSE_FIGURE_CAP + 5 }, (_, index) => ({
      ...template,
      tracking_id: `SF${String(7_100_000_000_000 + index)}`,
      status: 'stored' as const,
      inbound_date: '2020-01-15',
      is_problem: true,
      problem_type: 'damaged' as const,
      problem_description: 'Outer carton crushed on one corner.',
    }));
    for (let start = 0; start < many.length; start += 2000) {
      await app.db.insert(parcels).values(many.slice(start, start + 2000));
    }
    const [after] = await list(harbour);
    expect(after?.figures).toEqual({
      in_stock: WAREHOUSE_FIGURE_CAP,
      overdue: WAREHOUSE_FIGURE_CAP,
      problem_parcels: WAREHOUSE_FIGURE_CAP,
    });
    // Maple's cards are untouched by Harbour's parcels.
    for (const house of await list(maple)) {
      expect(house.figures.in_stock).toBeLessThan(WAREHOUSE_FIGURE_CAP);
    }
  });
});
