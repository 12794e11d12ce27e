import { and, eq, sql } from 'drizzle-orm';
import { PARCEL_PROBLEM_TYPES, PARCEL_STATUSES, routeCode } from '@jiyun/domain';
import type {
  GoodsType,
  ParcelProblemType,
  ParcelStatus,
  ShippingLineStatus,
  TransportType,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  parcels,
  shippingLineCities,
  shippingLinePrices,
  shippingLinePricingVersions,
  shippingLineProvinces,
  shippingLines,
  users,
  warehouseOperators,
  warehouses,
} from '../db/schema.js';
import { provincesOf } from '../locations/index.js';

/** Deterministic pseudo-random numbers (mulberry32), so every demo database is the same. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) =>
  Math.floor(random() * (max - min + 1)) + min;
const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
const digits = (random: Random, count: number) =>
  Array.from({ length: count }, () => between(random, 0, 9)).join('');
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

interface DemoLine {
  name: string;
  destination: string;
  transport: TransportType;
  goods: GoodsType;
  status: ShippingLineStatus;
}

interface DemoWarehouse {
  warehouse_name: string;
  country: string;
  state: string;
  city: string;
  contact_person: string;
  country_code: string;
  phone_number: string;
  address_line_1: string;
  address_line_2: string | null;
  free_storage_duration: number;
  free_storage_unit: 'days' | 'months';
  overdue_storage_fee: number;
  overdue_fee_frequency: 'day' | 'week' | 'month';
  withOperator: boolean;
  lines: DemoLine[];
  parcelCount: number;
  customerPrefix: string;
}

const MAPLE_WAREHOUSES: DemoWarehouse[] = [
  {
    warehouse_name: 'Shenzhen Consolidation Centre',
    country: 'CN',
    state: 'CN-GD',
    city: 'CN-GD-SHENZHEN',
    contact_person: 'Zhang Wei',
    country_code: '+86',
    phone_number: '13800138021',
    address_line_1: '18 Fuhua 3rd Road, Futian District',
    address_line_2: 'Building B, Dock 4',
    free_storage_duration: 30,
    free_storage_unit: 'days',
    overdue_storage_fee: 1.5,
    overdue_fee_frequency: 'day',
    withOperator: true,
    lines: [
      {
        name: 'Canada Air Express',
        destination: 'CA',
        transport: 'air',
        goods: 'general',
        status: 'active',
      },
      {
        name: 'Canada Sea Saver',
        destination: 'CA',
        transport: 'sea',
        goods: 'general',
        status: 'active',
      },
      {
        name: 'US Air Sensitive',
        destination: 'US',
        transport: 'air',
        goods: 'sensitive',
        status: 'suspended',
      },
    ],
    parcelCount: 95,
    customerPrefix: 'C10',
  },
  {
    warehouse_name: 'Vancouver Main Warehouse',
    country: 'CA',
    state: 'CA-BC',
    city: 'CA-BC-VANCOUVER',
    contact_person: 'Lin Chen',
    country_code: '+1',
    phone_number: '6045550199',
    address_line_1: '2800 E 1st Avenue',
    address_line_2: null,
    free_storage_duration: 1,
    free_storage_unit: 'months',
    overdue_storage_fee: 8,
    overdue_fee_frequency: 'week',
    withOperator: true,
    lines: [
      {
        name: 'Vancouver Air Standard',
        destination: 'CA',
        transport: 'air',
        goods: 'general',
        status: 'active',
      },
      {
        name: 'Vancouver Sea Sensitive',
        destination: 'CA',
        transport: 'sea',
        goods: 'sensitive',
        status: 'active',
      },
    ],
    parcelCount: 70,
    customerPrefix: 'C20',
  },
  {
    warehouse_name: 'Los Angeles Gateway',
    country: 'US',
    state: 'US-CA',
    city: 'US-CA-LOS-ANGELES',
    contact_person: 'Maria Lopez',
    country_code: '+1',
    phone_number: '3105550142',
    address_line_1: '1200 E Carson Street',
    address_line_2: 'Suite 300',
    free_storage_duration: 14,
    free_storage_unit: 'days',
    overdue_storage_fee: 25,
    overdue_fee_frequency: 'month',
    withOperator: false,
    lines: [
      {
        name: 'US Air Express',
        destination: 'US',
        transport: 'air',
        goods: 'general',
        status: 'active',
      },
      {
        name: 'US Sea Freight',
        destination: 'US',
        transport: 'sea',
        goods: 'general',
        status: 'pending',
      },
    ],
    parcelCount: 40,
    customerPrefix: 'C30',
  },
];

const HARBOUR_WAREHOUSE: DemoWarehouse = {
  warehouse_name: 'Shanghai Pudong Hub',
  country: 'CN',
  state: 'CN-SH',
  city: 'CN-SH-SHANGHAI',
  contact_person: 'Wang Fang',
  country_code: '+86',
  phone_number: '13800000002',
  address_line_1: '88 Century Avenue, Pudong',
  address_line_2: null,
  free_storage_duration: 20,
  free_storage_unit: 'days',
  overdue_storage_fee: 2,
  overdue_fee_frequency: 'day',
  withOperator: false,
  lines: [
    {
      name: 'UK Air Express',
      destination: 'GB',
      transport: 'air',
      goods: 'general',
      status: 'active',
    },
  ],
  parcelCount: 6,
  customerPrefix: 'H50',
};

const CONTENTS: readonly [name: string, valueMin: number, valueMax: number][] = [
  ['Phone case', 20, 80],
  ['Winter jacket', 180, 650],
  ['Bluetooth earbuds', 90, 400],
  ['Tea set', 120, 480],
  ['Running shoes', 200, 900],
  ['Children’s books', 40, 160],
  ['Kitchen knives', 150, 600],
  ['Silk scarf', 80, 300],
  ['LED desk lamp', 60, 220],
  ['Cosmetics kit', 100, 500],
  ['Phone charger', 30, 120],
  ['Board game', 70, 260],
];

const PROBLEM_NOTES: Record<ParcelProblemType, string> = {
  damaged: 'Outer carton crushed on one corner; contents photographed.',
  missing_owner: 'No customer id on the label; waiting for the customer to claim it.',
  empty: 'Carton arrived sealed but empty; courier notified.',
  other: 'Label partly torn; tracking number confirmed with the courier.',
};

// Roughly how a real inventory is spread: most parcels are in stock.
const STATUS_WEIGHTS: readonly [ParcelStatus, number][] = [
  ['stored', 40],
  ['pending', 14],
  ['packed', 16],
  ['returned', 6],
  ['return_processing', 6],
  ['error', 8],
  ['restored', 10],
];

function weightedStatus(random: Random): ParcelStatus {
  let roll = random() * STATUS_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'stored';
}

function trackingNumber(random: Random): string {
  switch (between(random, 0, 3)) {
    case 0:
      return `SF${digits(random, 13)}`;
    case 1:
      return `YT${digits(random, 16)}`;
    case 2:
      return `JDVA${digits(random, 11)}`;
    default:
      return `7${digits(random, 13)}`;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

function parcelsOf(
  demo: DemoWarehouse,
  ids: { merchant: string; warehouse: string; lines: string[] },
  random: Random,
  now: Date,
): (typeof parcels.$inferInsert)[] {
  const today = startOfDay(now);
  const customers = Array.from({ length: 30 }, () => `${demo.customerPrefix}${digits(random, 4)}`);
  return Array.from({ length: demo.parcelCount }, (_, index) => {
    // The first parcels cover every status so each warehouse shows them all.
    const status =
      index < PARCEL_STATUSES.length
        ? (PARCEL_STATUSES[index] as ParcelStatus)
        : weightedStatus(random);
    const daysAgo = between(random, 0, 150);
    const inbound = new Date(today.getTime() - daysAgo * DAY_MS);
    // Logged during working hours of the inbound day, never later than the seeding itself.
    const loggedAt = inbound.getTime() + between(random, 8 * 60, 19 * 60) * 60 * 1000;
    const createdAt = new Date(
      Math.min(loggedAt, now.getTime() - (demo.parcelCount - index) * 1000),
    );
    const [contentName, valueMin, valueMax] = pick(random, CONTENTS);
    const isProblem = status === 'error' || random() < 0.04;
    const problemType = isProblem ? pick(random, PARCEL_PROBLEM_TYPES) : null;
    return {
      merchant_id: ids.merchant,
      warehouse_id: ids.warehouse,
      tracking_id: trackingNumber(random),
      personal_id: pick(random, customers),
      status,
      weight: round(0.2 + random() * 14.8, 2),
      length: between(random, 10, 60),
      width: between(random, 8, 40),
      height: between(random, 5, 30),
      inbound_date: inbound.toISOString().slice(0, 10),
      shelf_location: `${pick(random, ['A', 'B', 'C', 'D', 'E'])}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 6)).padStart(2, '0')}`,
      shipping_line_id: pick(random, ids.lines),
      content_name: contentName,
      content_value: between(random, valueMin, valueMax),
      content_quantity: between(random, 1, 4),
      notes: random() < 0.15 ? 'Customer asked to combine with their next parcel.' : null,
      is_problem: isProblem,
      problem_type: problemType,
      problem_description: problemType ? PROBLEM_NOTES[problemType] : null,
      created_at: createdAt,
      updated_at: createdAt,
    };
  });
}

async function plantWarehouse(
  db: Database,
  merchantId: string,
  operatorId: string | null,
  demo: DemoWarehouse,
  random: Random,
  now: Date,
  /** Warehouses are listed oldest first; the demo's order is fixed by its creation times. */
  createdAt: Date,
): Promise<void> {
  const [warehouse] = await db
    .insert(warehouses)
    .values({
      merchant_id: merchantId,
      warehouse_name: demo.warehouse_name,
      country: demo.country,
      state: demo.state,
      city: demo.city,
      contact_person: demo.contact_person,
      country_code: demo.country_code,
      phone_number: demo.phone_number,
      address_line_1: demo.address_line_1,
      address_line_2: demo.address_line_2,
      free_storage_duration: demo.free_storage_duration,
      free_storage_unit: demo.free_storage_unit,
      overdue_storage_fee: demo.overdue_storage_fee,
      overdue_fee_frequency: demo.overdue_fee_frequency,
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning({ id: warehouses.id });
  if (!warehouse) throw new Error('Demo warehouse insert returned no row.');
  if (demo.withOperator && operatorId) {
    await db.insert(warehouseOperators).values({ warehouse_id: warehouse.id, user_id: operatorId });
  }
  const lines = await db
    .insert(shippingLines)
    .values(
      demo.lines.map((line) => ({
        merchant_id: merchantId,
        warehouse_id: warehouse.id,
        name: line.name,
        status: line.status,
        origin_country: 'CN',
        destination_country: line.destination,
        transport_type: line.transport,
        goods_type: line.goods,
        route_code: routeCode({
          origin_country: 'CN',
          destination_country: line.destination,
          transport_type: line.transport,
          goods_type: line.goods,
        }),
        ...DEMO_TERMS[line.transport].times,
        created_at: createdAt,
        updated_at: createdAt,
      })),
    )
    .returning({ id: shippingLines.id });
  for (const [index, line] of lines.entries()) {
    const demoLine = demo.lines[index];
    if (demoLine) await plantLineTerms(db, line.id, demoLine, createdAt);
  }
  const rows = parcelsOf(
    demo,
    { merchant: merchantId, warehouse: warehouse.id, lines: lines.map((line) => line.id) },
    random,
    now,
  );
  // One statement per warehouse: the demo plants in well under a second.
  await db.insert(parcels).values(rows);
}

/** Route times and global prices of the demo lines, by transport (CNY). */
const DEMO_TERMS = {
  air: {
    times: {
      min_working_days: 5,
      min_days_unit: 'days',
      max_working_days: 10,
      max_days_unit: 'days',
    },
    prices: {
      base_price: 45,
      unit: 0.5,
      additional_weight_price: 12,
      per_unit: 'per_half_kg',
      volumetric_divisor: 6000,
    },
  },
  sea: {
    times: {
      min_working_days: 4,
      min_days_unit: 'weeks',
      max_working_days: 6,
      max_days_unit: 'weeks',
    },
    prices: {
      base_price: 18,
      unit: 1,
      additional_weight_price: 8,
      per_unit: 'per_kg',
      volumetric_divisor: 5000,
    },
  },
} as const;

/**
 * A demo line's coverage (the first two provinces of its destination, three cities each) and its
 * global prices, in force since the line was created.
 */
async function plantLineTerms(
  db: Database,
  lineId: string,
  line: DemoLine,
  createdAt: Date,
): Promise<void> {
  const provinces = provincesOf(line.destination).slice(0, 2);
  if (provinces.length > 0) {
    await db.insert(shippingLineProvinces).values(
      provinces.map((province, position) => ({
        shipping_line_id: lineId,
        province_id: province.id,
        province_name: province.name,
        province_zh_name: province.zh_name,
        all_cities: province.cities.length <= 3,
        position,
      })),
    );
    const cities = provinces.flatMap((province) =>
      province.cities.slice(0, 3).map((city) => ({ province, city })),
    );
    if (cities.length > 0) {
      await db.insert(shippingLineCities).values(
        cities.map(({ province, city }, position) => ({
          shipping_line_id: lineId,
          province_id: province.id,
          city_id: city.id,
          city_name: city.name,
          city_zh_name: city.zh_name,
          position,
        })),
      );
    }
  }
  const [version] = await db
    .insert(shippingLinePricingVersions)
    .values({
      shipping_line_id: lineId,
      kind: 'global',
      saved_at: createdAt,
      effective_from: createdAt,
    })
    .returning({ id: shippingLinePricingVersions.id });
  if (!version) throw new Error('Demo pricing insert returned no row.');
  await db
    .insert(shippingLinePrices)
    .values({ version_id: version.id, ...DEMO_TERMS[line.transport].prices });
  await db.insert(shippingLinePricingVersions).values({
    shipping_line_id: lineId,
    kind: 'exception',
    saved_at: createdAt,
    effective_from: createdAt,
  });
}

async function ownerMerchant(db: Database, countryCode: string, phone: string) {
  const rows = await db
    .select({ merchant_id: users.merchant_id })
    .from(users)
    .where(
      and(
        eq(users.type, 'root'),
        eq(users.country_code, countryCode),
        eq(users.phone_number, phone),
      ),
    )
    .limit(1);
  return rows[0]?.merchant_id ?? null;
}

async function hasWarehouses(db: Database, merchantId: string): Promise<boolean> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(warehouses)
    .where(eq(warehouses.merchant_id, merchantId));
  return (row?.count ?? 0) > 0;
}

/**
 * Warehouses, shipping lines and parcels of the demo merchants: Maple Forwarding gets three
 * warehouses (Shenzhen, Vancouver, Los Angeles; Lin Chen runs the first two) with about 200
 * parcels in every status; Harbour Express gets one warehouse with a few parcels. Contents are
 * fixed by the seed; dates are counted back from the day of seeding so storage fees accrue.
 */
export async function seedDemoWarehouses(
  db: Database,
  owners: {
    maple: { country_code: string; identifier: string };
    harbour: { country_code: string; identifier: string };
  },
  operatorPhone: { country_code: string; identifier: string },
  now = new Date(),
): Promise<void> {
  const since = (days: number) => new Date(startOfDay(now).getTime() - days * DAY_MS);
  const maple = await ownerMerchant(db, owners.maple.country_code, owners.maple.identifier);
  if (maple && !(await hasWarehouses(db, maple))) {
    const [operator] = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.merchant_id, maple),
          eq(users.type, 'sub'),
          eq(users.country_code, operatorPhone.country_code),
          eq(users.phone_number, operatorPhone.identifier),
        ),
      )
      .limit(1);
    const random = prng(20261121);
    for (const [index, demo] of MAPLE_WAREHOUSES.entries()) {
      const createdAt = since(200 - index * 10);
      await plantWarehouse(db, maple, operator?.id ?? null, demo, random, now, createdAt);
    }
  }
  const harbour = await ownerMerchant(db, owners.harbour.country_code, owners.harbour.identifier);
  if (harbour && !(await hasWarehouses(db, harbour))) {
    await plantWarehouse(db, harbour, null, HARBOUR_WAREHOUSE, prng(88), now, since(120));
  }
}
