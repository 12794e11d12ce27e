import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { overdueInboundCutoff, WAREHOUSE_FIGURE_CAP } from '@jiyun/domain';
import type {
  Operator,
  WarehouseFigures,
  WarehouseShippingLine,
  WarehouseStatus,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { preparedByShape, prepareNamed } from '../db/prepared.js';
import {
  parcels,
  shippingLines,
  userPermissions,
  users,
  warehouseOperators,
  warehouses,
} from '../db/schema.js';
import {
  inStockStatuses,
  isProblemParcel,
  overdueParcelCount,
  stockCount,
} from './parcel-figures.js';

export type WarehouseRow = typeof warehouses.$inferSelect;

/** The columns a merchant sets on a warehouse (everything but ids, status and timestamps). */
export type WarehouseValues = Omit<
  typeof warehouses.$inferInsert,
  'id' | 'merchant_id' | 'status' | 'created_at' | 'updated_at'
>;

/** A warehouse with the team members assigned to it. */
export interface WarehouseRecord {
  warehouse: WarehouseRow;
  operators: Operator[];
}

/**
 * Whose warehouses a query sees: every warehouse of the company (`operatorId` null: the owner or
 * an admin), or only those the team member `operatorId` is assigned to.
 */
export interface WarehouseScope {
  merchantId: string;
  operatorId: string | null;
}

const operatorColumns = {
  id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  email: users.email,
  avatar_url: users.avatar_url,
};

/** PostgreSQL's unique_violation; both drivers expose it as `code` (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; typeof current === 'object' && current !== null;) {
    if ('code' in current && current.code === '23505') return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

/**
 * How many parcels match, up to the cap: the rows are read from an index and the reading stops
 * at the cap, so a warehouse of a million parcels costs as much as one of ten thousand.
 */
function cappedCount(where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*)::int from (select 1 from ${parcels} where ${where} limit ${WAREHOUSE_FIGURE_CAP}) as capped)`;
}

/** The warehouse is one the team member `operatorId` (a placeholder) is assigned to. */
function assignedToOperator(db: Database): SQL {
  return inArray(
    warehouses.id,
    db
      .select({ id: warehouseOperators.warehouse_id })
      .from(warehouseOperators)
      .where(eq(warehouseOperators.user_id, sql.placeholder('operatorId'))),
  );
}

/**
 * "This warehouse is the scope's", with placeholders `merchantId`, `warehouseId` and, for a team
 * member who runs only their assigned warehouses (`operator`), `operatorId`. A read that must
 * answer nothing outside the scope joins it (ADR 0068: the parcel inventory checks its warehouse
 * in the statement that counts its parcels).
 */
export function warehouseInScope(db: Database, operator: boolean): SQL | undefined {
  return and(
    eq(warehouses.merchant_id, sql.placeholder('merchantId')),
    eq(warehouses.id, sql.placeholder('warehouseId')),
    operator ? assignedToOperator(db) : undefined,
  );
}

/** The user row in scope holds the `warehouse` permission: only they can run a warehouse. */
const holdsWarehouse = sql`exists (select 1 from ${userPermissions} held
  where held.user_id = ${users.id} and held.permission = 'warehouse')`;

export function createWarehouseRepository(db: Database) {
  // Prepared once (ADR 0070): the list answers on every page of the warehouse area.
  const operatorsOf = prepareNamed(
    db
      .select({ warehouse_id: warehouseOperators.warehouse_id, ...operatorColumns })
      .from(warehouseOperators)
      .innerJoin(users, eq(users.id, warehouseOperators.user_id))
      .where(sql`${warehouseOperators.warehouse_id} = any(${sql.placeholder('ids')}::uuid[])`)
      .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id)),
  );

  async function operatorsByWarehouse(ids: string[]): Promise<Map<string, Operator[]>> {
    const byWarehouse = new Map<string, Operator[]>(ids.map((id) => [id, []]));
    if (ids.length === 0) return byWarehouse;
    const rows = await operatorsOf.execute({ ids });
    for (const { warehouse_id, ...operator } of rows) byWarehouse.get(warehouse_id)?.push(operator);
    return byWarehouse;
  }

  async function withOperators(rows: WarehouseRow[]): Promise<WarehouseRecord[]> {
    const operators = await operatorsByWarehouse(rows.map((row) => row.id));
    return rows.map((warehouse) => ({
      warehouse,
      operators: operators.get(warehouse.id) ?? [],
    }));
  }

  /** The warehouses of the scope: the company's, and of those only the assigned ones if asked. */
  function inScope(scope: WarehouseScope) {
    return and(
      eq(warehouses.merchant_id, scope.merchantId),
      scope.operatorId === null
        ? undefined
        : inArray(
            warehouses.id,
            db
              .select({ id: warehouseOperators.warehouse_id })
              .from(warehouseOperators)
              .where(eq(warehouseOperators.user_id, scope.operatorId)),
          ),
    );
  }

  // Every parcel request checks its warehouse this way: prepared once per kind of scope (the
  // whole company, or one operator's warehouses) rather than rebuilt per request.
  const rowInScope = (operator: boolean) =>
    prepareNamed(db.select().from(warehouses).where(warehouseInScope(db, operator)).limit(1));
  const rowOfCompany = rowInScope(false);
  const rowOfOperator = rowInScope(true);

  async function findRow(scope: WarehouseScope, id: string): Promise<WarehouseRow | null> {
    const rows =
      scope.operatorId === null
        ? await rowOfCompany.execute({ merchantId: scope.merchantId, warehouseId: id })
        : await rowOfOperator.execute({
            merchantId: scope.merchantId,
            warehouseId: id,
            operatorId: scope.operatorId,
          });
    return rows[0] ?? null;
  }

  // The warehouse list, prepared once per kind of scope (the whole company, or one operator's
  // warehouses) and status filter: the list is read on every visit of the warehouse area, and
  // building it with the query builder each time was a quarter of that request's time (ADR 0070).
  const listOf = preparedByShape(
    ({ operator, status }: { operator: boolean; status: boolean }) => `${operator}-${status}`,
    ({ operator, status }) =>
      prepareNamed(
        db
          .select()
          .from(warehouses)
          .where(
            and(
              eq(warehouses.merchant_id, sql.placeholder('merchantId')),
              operator ? assignedToOperator(db) : undefined,
              status ? eq(warehouses.status, sql.placeholder('status')) : undefined,
            ),
          )
          .orderBy(asc(warehouses.created_at), asc(warehouses.id)),
      ),
  );

  // The list cards' figures, one statement for any number of warehouses: each warehouse comes
  // with its own overdue cutoff as two arrays side by side. Planned once (ADR 0069): every read in
  // it is a range at the front of a key (a warehouse's counters of two statuses, their days after
  // a cutoff; its problem parcels), right for any value. Counting the overdue parcels themselves,
  // it was planned for each request's cutoff.
  const figuresOf = (() => {
    const cards = sql`unnest(${sql.placeholder('ids')}::uuid[], ${sql.placeholder('cutoffs')}::date[]) as card(id, cutoff)`;
    // In stock is a sum of the warehouse's status counters (ADR 0054), no parcel read; overdue
    // is that stock less what was stored after the warehouse's cutoff (ADR 0077). Both come from
    // `parcel-figures.ts`, as do the inventory's filters that open them, so each figure is the
    // total of the list it opens.
    const card = sql`card.id`;
    const stock = sql`lateral (select
        ${stockCount(card, inStockStatuses)} as parcels,
        ${overdueParcelCount(card, inStockStatuses, sql`card.cutoff`)} as overdue) as stock`;
    return prepareNamed(
      db
        .select({
          id: sql<string>`card.id`,
          // Both keep the card's cap, so the answers are what the capped counts gave.
          in_stock: sql<number>`least(stock.parcels, ${WAREHOUSE_FIGURE_CAP})::int`,
          overdue: sql<number>`least(stock.overdue, ${WAREHOUSE_FIGURE_CAP})::int`,
          problem_parcels: cappedCount(
            and(sql`${parcels.warehouse_id} = card.id`, isProblemParcel),
          ),
        })
        .from(sql`${cards} cross join ${stock}`),
    );
  })();

  /** The scope's warehouse rows, oldest first, of one status if asked. */
  function rowsOf(scope: WarehouseScope, status?: WarehouseStatus): Promise<WarehouseRow[]> {
    return listOf({ operator: scope.operatorId !== null, status: !!status }).execute({
      merchantId: scope.merchantId,
      operatorId: scope.operatorId,
      status,
    });
  }

  return {
    async list(scope: WarehouseScope, status?: WarehouseStatus): Promise<WarehouseRecord[]> {
      return withOperators(await rowsOf(scope, status));
    },

    /** The warehouse rows of the scope, oldest first, without their operators (the dashboard). */
    async rows(scope: WarehouseScope): Promise<WarehouseRow[]> {
      return rowsOf(scope);
    },

    /**
     * The list cards' figures of these warehouses (already scoped to the merchant by the caller's
     * list), in one query: per warehouse, its parcels in stock, of those the ones stored on or
     * before the warehouse's overdue cutoff (the domain's storage rule, one date per warehouse),
     * both from counters, and its problem parcels, counted through their index; each shown up to
     * `WAREHOUSE_FIGURE_CAP`. The inventory answers each of them as the total of its filter.
     */
    async figures(rows: WarehouseRow[], now: Date): Promise<Map<string, WarehouseFigures>> {
      if (rows.length === 0) return new Map();
      const counted = await figuresOf.execute({
        ids: rows.map((row) => row.id),
        cutoffs: rows.map((row) => overdueInboundCutoff(now, row)),
      });
      return new Map(counted.map(({ id, ...figures }) => [id, figures]));
    },

    /** The warehouse row alone (parcel routes need its name and fee settings). */
    findRow,

    async find(scope: WarehouseScope, id: string): Promise<WarehouseRecord | null> {
      const row = await findRow(scope, id);
      if (!row) return null;
      const [record] = await withOperators([row]);
      return record ?? null;
    },

    /** Whether another warehouse of the merchant already has this name, whatever its case. */
    async nameTaken(merchantId: string, name: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: warehouses.id })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.merchant_id, merchantId),
            sql`lower(${warehouses.warehouse_name}) = lower(${name})`,
            exceptId ? ne(warehouses.id, exceptId) : undefined,
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async create(
      merchantId: string,
      values: WarehouseValues,
      operatorIds: string[],
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(warehouses)
          .values({ ...values, merchant_id: merchantId })
          .returning({ id: warehouses.id });
        if (!row) throw new Error('Warehouse insert returned no row.');
        if (operatorIds.length > 0) {
          await tx
            .insert(warehouseOperators)
            .values(operatorIds.map((user_id) => ({ warehouse_id: row.id, user_id })));
        }
        return row.id;
      });
    },

    /** Changes the given columns; `operatorIds` (when given) replaces the assigned team. */
    async update(
      merchantId: string,
      id: string,
      values: Partial<WarehouseValues>,
      operatorIds: string[] | undefined,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(warehouses)
          .set({ ...values, updated_at: new Date() })
          .where(and(eq(warehouses.merchant_id, merchantId), eq(warehouses.id, id)));
        if (operatorIds === undefined) return;
        await tx.delete(warehouseOperators).where(eq(warehouseOperators.warehouse_id, id));
        if (operatorIds.length > 0) {
          await tx
            .insert(warehouseOperators)
            .values(operatorIds.map((user_id) => ({ warehouse_id: id, user_id })));
        }
      });
    },

    /** The merchant's team members who can run warehouses: those with `warehouse` (issue 40.13). */
    async operators(merchantId: string): Promise<Operator[]> {
      return db
        .select(operatorColumns)
        .from(users)
        .where(and(eq(users.merchant_id, merchantId), eq(users.type, 'sub'), holdsWarehouse))
        .orderBy(asc(users.first_name), asc(users.last_name), asc(users.id));
    },

    /** Of `ids`, those that are the merchant's team members who may run a warehouse. */
    async operatorIdsOf(merchantId: string, ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.merchant_id, merchantId),
            eq(users.type, 'sub'),
            holdsWarehouse,
            inArray(users.id, ids),
          ),
        );
      return new Set(rows.map((row) => row.id));
    },

    /** Shipping lines linked to the warehouses of the scope (deleted lines left out). */
    async shippingLines(
      scope: WarehouseScope,
      warehouseId?: string,
    ): Promise<WarehouseShippingLine[]> {
      return db
        .select({
          id: shippingLines.id,
          name: shippingLines.name,
          status: shippingLines.status,
          route_code: shippingLines.route_code,
          warehouse_id: warehouses.id,
          warehouse_name: warehouses.warehouse_name,
        })
        .from(shippingLines)
        .innerJoin(warehouses, eq(warehouses.id, shippingLines.warehouse_id))
        .where(
          and(
            eq(shippingLines.merchant_id, scope.merchantId),
            inScope(scope),
            ne(shippingLines.status, 'deleted'),
            warehouseId ? eq(shippingLines.warehouse_id, warehouseId) : undefined,
          ),
        )
        .orderBy(
          asc(warehouses.warehouse_name),
          asc(shippingLines.route_code),
          asc(shippingLines.name),
        );
    },
  };
}

export type WarehouseRepository = ReturnType<typeof createWarehouseRepository>;
