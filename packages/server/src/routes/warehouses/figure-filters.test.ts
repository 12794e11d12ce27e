import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isParcelInStock,
  storageFee,
  WAREHOUSE_FIGURE_FILTERS,
  type ApiError,
  type Dashboard,
  type ItemResponse,
  type ListResponse,
  type Parcel,
  type ParcelStatus,
  type WarehouseFigures,
  type WarehouseListItem,
} from '@jiyun/domain';
import { parcels, warehouseOperators, warehouses } from '../../db/schema.js';
import { DEMO_OPERATOR, DEMO_OWNER, SECOND_OWNER } from '../../seed/demo.js';
import { buildTestApp } from '../../test-helpers/build-test-app.js';
import { bearer, changesHeard, signIn } from '../../test-helpers/sessions.js';

/**
 * Issue 40.5: each figure of a warehouse card (and of the dashboard's stock table) opens the
 * inventory filtered to exactly the parcels it counts, so the list's total is the figure.
 */

const WAREHOUSES = '/api/v1/merchants/warehouses';

const FIGURES = Object.keys(WAREHOUSE_FIGURE_FILTERS) as (keyof WarehouseFigures)[];

/** The inventory query each figure opens, as the app's links write it. */
const FIGURE_QUERIES = Object.fromEntries(
  FIGURES.map((figure) => {
    const { status = [], problem, overdue } = WAREHOUSE_FIGURE_FILTERS[figure];
    const params = new URLSearchParams(status.map((one): [string, string] => ['status', one]));
    if (problem) params.set('problem', 'true');
    if (overdue) params.set('overdue', 'true');
    return [figure, params.toString()];
  }),
) as Record<keyof WarehouseFigures, string>;

let app: FastifyInstance;
let owner: string;
let operator: string;
let harbour: string;
/** A warehouse of Maple's made for these tests, its parcels known one by one. */
let dongguan: string;

async function cards(token: string): Promise<WarehouseListItem[]> {
  const response = await app.inject({ url: WAREHOUSES, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<WarehouseListItem>>().data;
}

function inventory(token: string, warehouseId: string, query: string) {
  return app.inject({
    url: `${WAREHOUSES}/${warehouseId}/parcels?${query}`,
    headers: bearer(token),
  });
}

async function page(token: string, warehouseId: string, query: string) {
  const response = await inventory(token, warehouseId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ListResponse<Parcel>>();
}

/** Every parcel the inventory lists with `query`, page by page, and the total it answered. */
async function everyRow(token: string, warehouseId: string, query: string, limit = 100) {
  const rows: Parcel[] = [];
  let total = 0;
  for (let number = 1; ; number += 1) {
    const answer = await page(token, warehouseId, `${query}&limit=${limit}&page=${number}`);
    total = answer.results;
    rows.push(...answer.data);
    if (answer.data.length < limit) break;
  }
  return { rows, total };
}

/** The warehouse's parcels, newest first as the inventory lists them, and its row. */
async function stored(warehouseId: string) {
  const [house] = await app.db.select().from(warehouses).where(eq(warehouses.id, warehouseId));
  if (!house) throw new Error('no such warehouse');
  const rows = await app.db
    .select()
    .from(parcels)
    .where(eq(parcels.warehouse_id, warehouseId))
    .orderBy(desc(parcels.created_at), desc(parcels.id));
  return { house, rows };
}

const idsOf = (rows: readonly { id: number }[]) => rows.map((row) => row.id);
const parcelIdsOf = (rows: readonly Parcel[]) => rows.map((row) => row.parcel_id);

/**
 * 东莞松山湖跨境集运仓 (30 free days): parcels of every status, stored long ago and lately, some
 * flagged with a problem; one an hour apart so the newest-first order is known. Tracking ids
 * are the couriers' 15–20 characters.
 */
async function makeDongguan(ownerWarehouseId: string, operatorId: string): Promise<string> {
  const [template] = await app.db
    .select()
    .from(warehouses)
    .where(eq(warehouses.id, ownerWarehouseId));
  if (!template) throw new Error('no warehouse to copy');
  const { id: _id, created_at: _c, updated_at: _u, ...values } = template;
  const [house] = await app.db
    .insert(warehouses)
    .values({
      ...values,
      warehouse_name: '东莞松山湖跨境集运仓',
      free_storage_duration: 30,
      free_storage_unit: 'days',
    })
    .returning({ id: warehouses.id });
  if (!house) throw new Error('Warehouse insert returned no row.');
  await app.db.insert(warehouseOperators).values({ warehouse_id: house.id, user_id: operatorId });

  const statuses: ParcelStatus[] = [
    'stored',
    'restored',
    'stored',
    'error',
    'packed',
    'pending',
    'returned',
    'return_processing',
  ];
  const day = 24 * 60 * 60 * 1000;
  const now = Date.now();
  const carriers = ['YT', 'SF', 'JDV', 'ZTO'];
  const rows = Array.from({ length: 64 }, (_, index) => {
    // Every fourth parcel stored within the free storage, the rest 40 to 200 days ago.
    const daysAgo = index % 4 === 0 ? index % 20 : 40 + ((index * 37) % 160);
    const carrier = carriers[index % carriers.length] ?? 'YT';
    return {
      merchant_id: template.merchant_id,
      warehouse_id: house.id,
      tracking_id: `${carrier}${String(7_939_694_557_326 + index * 7919).padStart(15, '0')}`,
      personal_id: `C2063${String(index % 40).padStart(2, '0')}`,
      status: statuses[index % statuses.length] ?? 'stored',
      weight: 1.2 + index / 10,
      length: 40,
      width: 30,
      height: 20,
      inbound_date: new Date(now - daysAgo * day).toISOString().slice(0, 10),
      shelf_location: `B-${String(10 + (index % 3))}-${String(5 + (index % 9)).padStart(2, '0')}`,
      is_problem: index % 5 === 0,
      problem_type: index % 5 === 0 ? ('damaged' as const) : null,
      problem_description: index % 5 === 0 ? '外箱一角压损，内物待核对。' : null,
      created_at: new Date(now - (64 - index) * 60 * 60 * 1000),
    };
  });
  await app.db.insert(parcels).values(rows);
  await changesHeard(app);
  return house.id;
}

beforeAll(async () => {
  app = await buildTestApp();
  const [ownerSession, operatorSession, harbourSession] = await Promise.all([
    signIn(app, DEMO_OWNER),
    signIn(app, DEMO_OPERATOR),
    signIn(app, SECOND_OWNER),
  ]);
  owner = ownerSession.accessToken;
  operator = operatorSession.accessToken;
  harbour = harbourSession.accessToken;
  const [first] = await cards(owner);
  if (!first) throw new Error('Maple has no warehouse');
  dongguan = await makeDongguan(first.id, operatorSession.body.data.user.id);
});
afterAll(() => app.close());

describe('the figures and the inventory filters that open them', () => {
  it('opens each figure on the filter of what it counts', () => {
    expect(FIGURE_QUERIES).toEqual({
      in_stock: 'status=stored&status=restored',
      overdue: 'overdue=true',
      problem_parcels: 'problem=true',
    });
  });

  it.each([
    ['the owner', () => owner, 4],
    ['an operator, on the warehouses assigned to them', () => operator, 3],
  ])('answers each card figure as the total of its filter, for %s', async (_who, token, count) => {
    const houses = await cards(token());
    expect(houses).toHaveLength(count);
    for (const house of houses) {
      for (const figure of FIGURES) {
        const { results } = await page(token(), house.id, FIGURE_QUERIES[figure]);
        expect(results, `${house.warehouse_name}: ${figure}`).toBe(house.figures[figure]);
      }
    }
    // The demo and the made warehouse have parcels of every figure: none is compared at 0 only.
    for (const figure of FIGURES) {
      expect(
        houses.some((house) => house.figures[figure] > 0),
        figure,
      ).toBe(true);
    }
  });

  it('answers the dashboard stock figures as the totals of the same filters', async () => {
    for (const token of [owner, operator]) {
      const response = await app.inject({
        url: '/api/v1/merchants/dashboard',
        headers: bearer(token),
      });
      expect(response.statusCode).toBe(200);
      const stock = response.json<ItemResponse<Dashboard>>().data.warehouses ?? [];
      expect(stock.length).toBeGreaterThan(0);
      for (const house of stock) {
        const inStock = await page(token, house.id, FIGURE_QUERIES.in_stock);
        const overdue = await page(token, house.id, FIGURE_QUERIES.overdue);
        expect(inStock.results, house.warehouse_name).toBe(house.in_stock);
        expect(overdue.results, house.warehouse_name).toBe(house.overdue);
      }
    }
  });

  it('lists exactly the problem parcels, whatever their status, newest first', async () => {
    const { rows } = await stored(dongguan);
    const expected = rows.filter((row) => row.is_problem);
    const listed = await everyRow(owner, dongguan, 'problem=true');
    expect(parcelIdsOf(listed.rows)).toEqual(idsOf(expected));
    expect(listed.total).toBe(expected.length);
    expect(listed.rows.every((row) => row.is_problem && row.problem_type === 'damaged')).toBe(true);
    // Not the status "Exception": problem parcels are in stock, packed, pending…
    expect(new Set(listed.rows.map((row) => row.status)).size).toBeGreaterThan(3);
    const card = (await cards(owner)).find((house) => house.id === dongguan);
    expect(card?.figures.problem_parcels).toBe(expected.length);
  });

  it('lists exactly the parcels in stock past their free storage, newest first', async () => {
    const { house, rows } = await stored(dongguan);
    const now = new Date();
    // Worked out parcel by parcel with the storage fee rule, not with the server's cutoff.
    const overdue = (row: (typeof rows)[number]) =>
      isParcelInStock(row.status) && storageFee(row.inbound_date, now, house).overdueDays > 0;
    const expected = rows.filter(overdue);
    expect(expected.length).toBeGreaterThan(10);
    expect(rows.some((row) => isParcelInStock(row.status) && !overdue(row))).toBe(true);
    // Parcels stored as long ago that have left the shelf owe no storage: not overdue.
    expect(
      rows.some(
        (row) =>
          !isParcelInStock(row.status) && storageFee(row.inbound_date, now, house).overdueDays > 0,
      ),
    ).toBe(true);

    const listed = await everyRow(owner, dongguan, 'overdue=true');
    expect(parcelIdsOf(listed.rows)).toEqual(idsOf(expected));
    expect(listed.total).toBe(expected.length);
    expect(listed.rows.every((row) => row.overdue_days > 0 && row.overdue_fee > 0)).toBe(true);
    const card = (await cards(owner)).find((one) => one.id === dongguan);
    expect(card?.figures.overdue).toBe(expected.length);

    // Page by page, from either end, the pages hold the same parcels in the same order.
    const paged = await everyRow(owner, dongguan, 'overdue=true', 3);
    expect(parcelIdsOf(paged.rows)).toEqual(idsOf(expected));
    expect(paged.total).toBe(expected.length);

    // Narrowed by the status filter: the overdue parcels of the statuses chosen.
    const restored = await everyRow(owner, dongguan, 'overdue=true&status=restored');
    expect(parcelIdsOf(restored.rows)).toEqual(
      idsOf(expected.filter((row) => row.status === 'restored')),
    );
    expect(restored.total).toBe(restored.rows.length);
    // A status off the shelf has no overdue parcel, however old.
    expect(await page(owner, dongguan, 'overdue=true&status=packed')).toEqual({
      data: [],
      results: 0,
    });
  });

  it('combines the filters with each other, a search and a creation window', async () => {
    const { house, rows } = await stored(dongguan);
    const now = new Date();
    const both = rows.filter(
      (row) =>
        row.is_problem &&
        isParcelInStock(row.status) &&
        storageFee(row.inbound_date, now, house).overdueDays > 0,
    );
    const listed = await everyRow(owner, dongguan, 'overdue=true&problem=true');
    expect(parcelIdsOf(listed.rows)).toEqual(idsOf(both));
    expect(listed.total).toBe(both.length);

    const sample = rows.find((row) => row.is_problem);
    if (!sample) throw new Error('no problem parcel');
    const searched = await page(
      owner,
      dongguan,
      `problem=true&search=${sample.tracking_id}&search_field=tracking_number`,
    );
    expect(parcelIdsOf(searched.data)).toEqual([sample.id]);

    const today = now.toISOString().slice(0, 10);
    const windowed = await everyRow(
      owner,
      dongguan,
      `overdue=true&created_from=2020-01-01&created_to=${today}`,
    );
    expect(windowed.total).toBe((await page(owner, dongguan, 'overdue=true')).results);
  });

  it('moves a figure and the total of its list together when a parcel changes', async () => {
    const before = (await cards(owner)).find((house) => house.id === dongguan)?.figures;
    const [fresh] = await app.db
      .select()
      .from(parcels)
      .where(
        and(
          eq(parcels.warehouse_id, dongguan),
          eq(parcels.status, 'stored'),
          eq(parcels.is_problem, false),
        ),
      )
      .orderBy(desc(parcels.inbound_date))
      .limit(1);
    if (!before || !fresh) throw new Error('no parcel to change');
    const response = await app.inject({
      method: 'PATCH',
      url: `${WAREHOUSES}/${dongguan}/parcels/${fresh.id}`,
      payload: JSON.stringify({
        inbound_date: '2025-12-01',
        is_problem: true,
        problem_type: 'missing_owner',
        description: '面单字迹模糊，无法确认收件人。',
      }),
      headers: { 'content-type': 'application/json', ...bearer(owner) },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = (await cards(owner)).find((house) => house.id === dongguan)?.figures;
    expect(after).toEqual({
      in_stock: before.in_stock,
      overdue: before.overdue + 1,
      problem_parcels: before.problem_parcels + 1,
    });
    for (const figure of FIGURES) {
      const { results } = await page(owner, dongguan, FIGURE_QUERIES[figure]);
      expect(results, figure).toBe(after?.[figure]);
    }
  });

  it("never lists another company's parcels, nor a warehouse outside an operator's", async () => {
    const maple = await cards(owner);
    const assigned = new Set((await cards(operator)).map((house) => house.id));
    const unassigned = maple.find((house) => !assigned.has(house.id));
    if (!unassigned) throw new Error('every warehouse is assigned to the operator');
    for (const query of [FIGURE_QUERIES.overdue, FIGURE_QUERIES.problem_parcels]) {
      for (const house of maple) {
        // Another company's warehouse is not found, whatever the filter.
        const foreign = await inventory(harbour, house.id, query);
        expect(foreign.statusCode).toBe(404);
        expect(foreign.json<ApiError>().message).toBe('Warehouse not found');
        const listed = await everyRow(owner, house.id, query);
        expect(listed.rows.every((row) => row.warehouse_id === house.id)).toBe(true);
      }
      expect((await inventory(operator, unassigned.id, query)).statusCode).toBe(404);
    }
    // Harbour's own card and lists count only Harbour's parcels.
    const [pudong] = await cards(harbour);
    if (!pudong) throw new Error('Harbour has no warehouse');
    for (const figure of FIGURES) {
      const { results } = await page(harbour, pudong.id, FIGURE_QUERIES[figure]);
      expect(results, figure).toBe(pudong.figures[figure]);
    }
  });

  it.each([
    ['problem=maybe', 'problem'],
    ['overdue=yes', 'overdue'],
  ])('answers 400 naming the parameter for %s', async (query, field) => {
    const response = await inventory(owner, dongguan, query);
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().details?.map((detail) => detail.field)).toContain(field);
  });
});
