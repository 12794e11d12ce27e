import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { depositDue, pricingEffectiveFrom, routeCode } from '@jiyun/domain';
import type {
  DepositPaymentMethod,
  GoodsType,
  ShippingLineStatus,
  TransportType,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import {
  depositClaims,
  shippingLineCities,
  shippingLinePrices,
  shippingLinePricingVersions,
  shippingLineProvinces,
  shippingLines,
  shippingLineSizeConstraints,
  users,
  warehouses,
} from '../db/schema.js';
import { provincesOf } from '../locations/index.js';
import { createShippingLineRepository } from '../repositories/shipping-lines.js';
import type { PriceValues, SizeValues } from '../repositories/shipping-lines.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** The lines this seed adds; their presence says it already ran. */
interface NewDemoLine {
  name: string;
  warehouse: string;
  destination: string;
  transport: TransportType;
  goods: GoodsType;
  status: ShippingLineStatus;
  /** Days before the seeding the merchant created it. */
  createdDaysAgo: number;
  /** Days before the seeding it was deleted (status `deleted`). */
  deletedDaysAgo?: number;
  /** Province ids it covers, every city of each. */
  provinces: string[];
}

const NEW_LINES: NewDemoLine[] = [
  {
    name: 'Mexico Air Express',
    warehouse: 'Shenzhen Consolidation Centre',
    destination: 'MX',
    transport: 'air',
    goods: 'general',
    status: 'deleted',
    createdDaysAgo: 160,
    deletedDaysAgo: 45,
    provinces: ['MX-BCN', 'MX-CMX'],
  },
];

/** Size constraints by transport; `Canada Sea Saver` keeps none, so one line shows the empty state. */
const SIZE: Record<TransportType, SizeValues> = {
  air: {
    min_weight: 0.1,
    max_weight: 30,
    max_volume: 0.2,
    max_volume_unit: 'cubic_m',
    max_single_length: 120,
    max_single_length_unit: 'cm',
    max_sum_three_side: 260,
    max_sum_three_side_unit: 'cm',
  },
  sea: {
    min_weight: 1,
    max_weight: 70,
    max_volume: 1.5,
    max_volume_unit: 'cubic_m',
    max_single_length: 2,
    max_single_length_unit: 'm',
    max_sum_three_side: 4,
    max_sum_three_side_unit: 'm',
  },
};
const WITHOUT_SIZE = 'Canada Sea Saver';

const METHODS: readonly DepositPaymentMethod[] = ['alipay', 'wechat'];

/** Global prices of a line's first pricing, by transport (CNY), as demo-warehouses sets them. */
const GLOBAL: Record<TransportType, PriceValues> = {
  air: {
    base_price: 45,
    unit: 0.5,
    additional_weight_price: 12,
    per_unit: 'per_half_kg',
    volumetric_divisor: 6000,
  },
  sea: {
    base_price: 18,
    unit: 1,
    additional_weight_price: 8,
    per_unit: 'per_kg',
    volumetric_divisor: 5000,
  },
};

/** Lines that charge more in some of their cities (A19), by name. */
const EXCEPTION_LINES = ['Vancouver Air Standard', 'US Air Express', 'US Air Sensitive'];

/** The line whose global prices change in 30 days: saved this many days ago (A25). */
const PENDING_PRICE_LINE = 'US Air Express';
const PENDING_PRICE_SAVED_DAYS_AGO = 9;
const PENDING_PRICES: PriceValues = {
  base_price: 49.5,
  unit: 0.5,
  additional_weight_price: 13.5,
  per_unit: 'per_half_kg',
  volumetric_divisor: 6000,
};

interface MapleLine {
  id: string;
  name: string;
  status: ShippingLineStatus;
  transport_type: TransportType;
  destination_country: string;
  created_at: Date;
}

/**
 * Shipping lines of Maple Forwarding in every status with all their parts, on top of the lines
 * `seedDemoWarehouses` planted (whose ids and route codes stay, so the parcels keep pointing at
 * them): size constraints on all but one, exception cities on three, a global price change
 * pending for three more weeks, a deleted line, and each line's deposit claim (verified, or
 * waiting for staff for the pending line). Runs once: it stops when its deleted line exists.
 */
export async function seedDemoShippingLines(
  db: Database,
  owner: { country_code: string; identifier: string },
  now = new Date(),
): Promise<void> {
  const [root] = await db
    .select({ id: users.id, merchant_id: users.merchant_id })
    .from(users)
    .where(
      and(
        eq(users.type, 'root'),
        eq(users.country_code, owner.country_code),
        eq(users.phone_number, owner.identifier),
      ),
    )
    .limit(1);
  if (!root) return;
  const lines: MapleLine[] = await db
    .select({
      id: shippingLines.id,
      name: shippingLines.name,
      status: shippingLines.status,
      transport_type: shippingLines.transport_type,
      destination_country: shippingLines.destination_country,
      created_at: shippingLines.created_at,
    })
    .from(shippingLines)
    .where(eq(shippingLines.merchant_id, root.merchant_id))
    .orderBy(asc(shippingLines.created_at));
  if (lines.length === 0) return;
  if (lines.some((line) => NEW_LINES.some((added) => added.name === line.name))) return;

  const deposits = createShippingLineRepository(db);
  const dueCents = async (arriving: string) => {
    const deposit = await deposits.deposit('CN', arriving);
    if (!deposit) throw new Error(`Demo deposit claim: no deposit for CN → ${arriving}.`);
    return Math.round(
      depositDue({
        amount: deposit.amount_cents / 100,
        discounts: deposit.discounts.map((discount) => ({
          ...discount,
          amount: discount.amount_cents / 100,
        })),
      }) * 100,
    );
  };
  // Deposit amounts are read before the transaction: the repository works on `db`, which would
  // wait for the one PGlite connection the transaction holds.
  const destinations = new Set([
    ...lines.map((line) => line.destination_country),
    ...NEW_LINES.map((line) => line.destination),
  ]);
  const due = new Map<string, number>();
  for (const destination of destinations) {
    due.set(destination, await dueCents(destination));
  }

  await db.transaction(async (tx) => {
    for (const line of lines) {
      if (line.name !== WITHOUT_SIZE)
        await plantSize(tx, line.id, line.transport_type, line.created_at);
      if (EXCEPTION_LINES.includes(line.name)) await plantExceptions(tx, line, now);
      if (line.name === PENDING_PRICE_LINE) await plantPendingPrices(tx, line.id, now);
    }

    for (const added of NEW_LINES) await plantNewLine(tx, root.merchant_id, added, now);

    // Each line's deposit (A20) was claimed in the wizard just before the line was submitted:
    // staff verified those of the lines they approved; a pending line's claim still waits.
    const claimed = await tx
      .select({
        status: shippingLines.status,
        destination_country: shippingLines.destination_country,
        created_at: shippingLines.created_at,
      })
      .from(shippingLines)
      .where(eq(shippingLines.merchant_id, root.merchant_id))
      .orderBy(asc(shippingLines.created_at));
    for (const [index, line] of claimed.entries()) {
      const waiting = line.status === 'pending';
      await tx.insert(depositClaims).values({
        merchant_id: root.merchant_id,
        user_id: root.id,
        departing_country: 'CN',
        arriving_country: line.destination_country,
        method: METHODS[index % METHODS.length] ?? 'alipay',
        amount_cents: due.get(line.destination_country) ?? 0,
        status: waiting ? 'claimed' : 'verified',
        claimed_at: new Date(line.created_at.getTime() - 4 * MINUTE_MS),
        decided_at: waiting ? null : new Date(line.created_at.getTime() + DAY_MS),
      });
    }
  });
}

async function plantSize(
  tx: Tx,
  lineId: string,
  transport: TransportType,
  createdAt: Date,
): Promise<void> {
  await tx
    .insert(shippingLineSizeConstraints)
    .values({
      shipping_line_id: lineId,
      ...SIZE[transport],
      created_at: createdAt,
      updated_at: createdAt,
    })
    .onConflictDoNothing();
}

/**
 * Two of the line's covered cities (its first and its last) cost more: the prices go into the
 * exception pricing in force, which the warehouses seed made empty when the line was created.
 */
async function plantExceptions(tx: Tx, line: MapleLine, now: Date): Promise<void> {
  const [version] = await tx
    .select({ id: shippingLinePricingVersions.id })
    .from(shippingLinePricingVersions)
    .where(
      and(
        eq(shippingLinePricingVersions.shipping_line_id, line.id),
        eq(shippingLinePricingVersions.kind, 'exception'),
        lte(shippingLinePricingVersions.effective_from, now),
      ),
    )
    .orderBy(desc(shippingLinePricingVersions.effective_from))
    .limit(1);
  if (!version) return;
  const cities = await tx
    .select({
      city_id: shippingLineCities.city_id,
      city_name: shippingLineCities.city_name,
      city_zh_name: shippingLineCities.city_zh_name,
      province_id: shippingLineCities.province_id,
      province_name: shippingLineProvinces.province_name,
    })
    .from(shippingLineCities)
    .innerJoin(
      shippingLineProvinces,
      and(
        eq(shippingLineProvinces.shipping_line_id, shippingLineCities.shipping_line_id),
        eq(shippingLineProvinces.province_id, shippingLineCities.province_id),
      ),
    )
    .where(eq(shippingLineCities.shipping_line_id, line.id))
    .orderBy(asc(shippingLineCities.position));
  const chosen = [cities[0], cities.at(-1)].filter(
    (city, index, all): city is NonNullable<typeof city> =>
      city !== undefined && all.findIndex((other) => other?.city_id === city.city_id) === index,
  );
  if (chosen.length === 0) return;
  const global = GLOBAL[line.transport_type];
  await tx.insert(shippingLinePrices).values(
    chosen.map((city, position) => ({
      version_id: version.id,
      ...city,
      ...global,
      // The first city is remote (dearer), the last one a hub the line serves at cost.
      base_price: position === 0 ? global.base_price + 15 : 0,
      additional_weight_price:
        position === 0 ? global.additional_weight_price + 4 : global.additional_weight_price,
      position,
    })),
  );
}

/** A global price change saved some days ago, in force 30 days after it was saved (A25). */
async function plantPendingPrices(tx: Tx, lineId: string, now: Date): Promise<void> {
  const savedAt = new Date(now.getTime() - PENDING_PRICE_SAVED_DAYS_AGO * DAY_MS);
  const [version] = await tx
    .insert(shippingLinePricingVersions)
    .values({
      shipping_line_id: lineId,
      kind: 'global',
      saved_at: savedAt,
      effective_from: pricingEffectiveFrom(savedAt),
    })
    .returning({ id: shippingLinePricingVersions.id });
  if (!version) throw new Error('Demo pending pricing insert returned no row.');
  await tx.insert(shippingLinePrices).values({ version_id: version.id, ...PENDING_PRICES });
}

const TIMES = {
  air: { min_working_days: 5, min_days_unit: 'days', max_working_days: 10, max_days_unit: 'days' },
  sea: { min_working_days: 4, min_days_unit: 'weeks', max_working_days: 6, max_days_unit: 'weeks' },
} as const;

async function plantNewLine(
  tx: Tx,
  merchantId: string,
  added: NewDemoLine,
  now: Date,
): Promise<void> {
  const [warehouse] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(eq(warehouses.merchant_id, merchantId), eq(warehouses.warehouse_name, added.warehouse)),
    )
    .limit(1);
  const createdAt = new Date(now.getTime() - added.createdDaysAgo * DAY_MS);
  const deletedAt =
    added.deletedDaysAgo === undefined
      ? null
      : new Date(now.getTime() - added.deletedDaysAgo * DAY_MS);
  const [line] = await tx
    .insert(shippingLines)
    .values({
      merchant_id: merchantId,
      warehouse_id: warehouse?.id ?? null,
      name: added.name,
      status: added.status,
      origin_country: 'CN',
      destination_country: added.destination,
      transport_type: added.transport,
      goods_type: added.goods,
      route_code: routeCode({
        origin_country: 'CN',
        destination_country: added.destination,
        transport_type: added.transport,
        goods_type: added.goods,
      }),
      ...TIMES[added.transport],
      deleted_at: deletedAt,
      created_at: createdAt,
      updated_at: deletedAt ?? createdAt,
    })
    .returning({ id: shippingLines.id });
  if (!line) throw new Error('Demo shipping line insert returned no row.');

  const provinces = provincesOf(added.destination).filter((province) =>
    added.provinces.includes(province.id),
  );
  if (provinces.length === 0) {
    throw new Error(
      `Demo line ${added.name}: none of ${added.provinces.join(', ')} is a province.`,
    );
  }
  await tx.insert(shippingLineProvinces).values(
    provinces.map((province, position) => ({
      shipping_line_id: line.id,
      province_id: province.id,
      province_name: province.name,
      province_zh_name: province.zh_name,
      all_cities: true,
      position,
    })),
  );
  const cities = provinces.flatMap((province) =>
    province.cities.map((city) => ({ province, city })),
  );
  if (cities.length > 0) {
    await tx.insert(shippingLineCities).values(
      cities.map(({ province, city }, position) => ({
        shipping_line_id: line.id,
        province_id: province.id,
        city_id: city.id,
        city_name: city.name,
        city_zh_name: city.zh_name,
        position,
      })),
    );
  }
  const [global] = await tx
    .insert(shippingLinePricingVersions)
    .values({
      shipping_line_id: line.id,
      kind: 'global',
      saved_at: createdAt,
      effective_from: createdAt,
    })
    .returning({ id: shippingLinePricingVersions.id });
  if (!global) throw new Error('Demo pricing insert returned no row.');
  await tx.insert(shippingLinePrices).values({ version_id: global.id, ...GLOBAL[added.transport] });
  await tx.insert(shippingLinePricingVersions).values({
    shipping_line_id: line.id,
    kind: 'exception',
    saved_at: createdAt,
    effective_from: createdAt,
  });
  await plantSize(tx, line.id, added.transport, createdAt);
}
