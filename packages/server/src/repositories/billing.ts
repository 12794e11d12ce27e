import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import {
  SETTLEMENT_COUNT_CAP,
  SETTLEMENT_OPEN_STATUSES,
  SETTLEMENT_OUTSTANDING_STATUSES,
  SETTLEMENT_UPLOADABLE,
  settlementAfterReview,
  settlementLineAmounts,
  settlementTotalFromCounters,
  settlementTotals,
  toCents,
} from '@jiyun/domain';
import type {
  BankAccount,
  BankAccountPatch,
  SettlementListFilter,
  SettlementReview,
} from '@jiyun/domain';
import type { Database } from '../db/client.js';
import { prepareNamed, preparedByShape } from '../db/prepared.js';
import type { PlanFor } from '../db/prepared.js';
import {
  bankAccounts,
  orders,
  returnOrders,
  settlementCounters,
  settlementDocuments,
  settlementYearCounters,
  settlementLines,
  settlements,
} from '../db/schema.js';
import {
  listTotal,
  readBesideTotal,
  readListPage,
  readThroughDays,
  tableListReads,
} from './list-page.js';
import type { DaysCounted } from './list-page.js';

export type SettlementRow = typeof settlements.$inferSelect;
export type SettlementLineRow = typeof settlementLines.$inferSelect;
export type SettlementDocumentRow = typeof settlementDocuments.$inferSelect;

/** A settlement with its itemised lines and its documents. */
export interface SettlementRecord {
  row: SettlementRow;
  lines: SettlementLineRow[];
  documents: SettlementDocumentRow[];
}

/** The tiles of the overview: whole-company figures from the per-status counters. */
export interface SettlementTiles {
  payableCents: number;
  open: number;
  total: number;
  outstanding: number;
}

/** A document stored for a settlement, before its row is written. */
export interface StoredDocument {
  file_key: string;
  file_name: string;
  size: number;
}

export type SettlementWrite<T> =
  { ok: true; value: T } | { ok: false; refusal: 'not_found' | 'not_allowed' };

/** A statement issued by closing a cycle. */
export interface IssuedSettlement {
  merchantId: string;
  row: SettlementRow;
  lineCount: number;
}

/**
 * What a list request's SQL depends on: which filters are set and which search arms can be read
 * from the text, never the values. One prepared statement serves every request of a shape
 * (`preparedByShape`).
 */
interface SettlementListShape {
  statuses: boolean;
  search: { statementNo: boolean; amount: boolean } | null;
  cycleFrom: boolean;
  cycleTo: boolean;
  fromCounters: boolean;
}

/**
 * All settlements, or a statement number or amount: one plan serves every value. A status or a
 * cycle window: how many settlements match depends on the value, so each request is planned
 * (ADR 0069).
 */
function planFor(shape: SettlementListShape): PlanFor {
  return !shape.statuses && !shape.cycleFrom && !shape.cycleTo ? 'any value' : 'each value';
}

function shapeOf(filter: SettlementListFilter): SettlementListShape {
  const search = filter.search;
  return {
    statuses: filter.statuses.length > 0,
    search:
      search === null
        ? null
        : { statementNo: search.statementNo !== null, amount: search.amountCents !== null },
    cycleFrom: filter.cycleFrom !== null,
    cycleTo: filter.cycleTo !== null,
    fromCounters: settlementTotalFromCounters(filter),
  };
}

/** The values a shape's placeholders take for one request (the page window is bound apart). */
function valuesOf(merchantId: string, filter: SettlementListFilter) {
  return {
    merchantId,
    statuses: filter.statuses,
    statementNo: filter.search?.statementNo ?? null,
    amountCents: filter.search?.amountCents ?? null,
    cycleFrom: filter.cycleFrom,
    cycleTo: filter.cycleTo,
  };
}

const value = (name: keyof ReturnType<typeof valuesOf>): Placeholder => sql.placeholder(name);

function searchCondition(search: NonNullable<SettlementListShape['search']>): SQL {
  const byNo = search.statementNo ? eq(settlements.statement_no, value('statementNo')) : undefined;
  const byAmount = search.amount
    ? or(
        eq(settlements.total_cents, value('amountCents')),
        eq(settlements.payable_cents, value('amountCents')),
      )
    : undefined;
  // A text that reads as neither a number nor an amount matches nothing.
  return or(byNo, byAmount) ?? sql`false`;
}

/**
 * The prepared reads of one list shape: the page's rows from either end, and the total. The
 * page's ids are read first through (merchant[, status], cycle_to, id) in the page's order, an
 * index-only walk for no filter or a status, so a deep page skips index entries rather than
 * reading every settlement before it; then only the page's rows are read.
 */
function listStatements(db: Database, shape: SettlementListShape) {
  const where = and(
    eq(settlements.merchant_id, value('merchantId')),
    shape.statuses ? sql`${settlements.status} = any(${value('statuses')}::text[])` : undefined,
    // The cycle overlaps the window.
    shape.cycleFrom ? gte(settlements.cycle_to, value('cycleFrom')) : undefined,
    shape.cycleTo ? lte(settlements.cycle_from, value('cycleTo')) : undefined,
    shape.search ? searchCondition(shape.search) : undefined,
  );
  const list = { table: settlements, id: settlements.id, sortKey: settlements.cycle_to };
  // All settlements or a status: summed from the company's counters, a few rows whatever it
  // holds. A search or a cycle window: counted up to SETTLEMENT_COUNT_CAP (ADR 0039, 0063).
  const total = listTotal(
    db,
    shape,
    {
      table: settlementCounters,
      merchantId: settlementCounters.merchant_id,
      status: settlementCounters.status,
      total: settlementCounters.total,
    },
    { table: settlements, where, cap: SETTLEMENT_COUNT_CAP },
  );
  // All settlements or some statuses: a deep page starts at the year of cycle ends it falls in
  // (ADR 0074). A cycle window asks for cycles that overlap it, which counters by cycle end cannot
  // say; a search, what the counters do not know.
  const years: DaysCounted | null = shape.fromCounters
    ? {
        counters: {
          table: settlementYearCounters,
          scope: settlementYearCounters.merchant_id,
          scopeIs: 'merchantId',
          status: settlementYearCounters.status,
          day: settlementYearCounters.year,
          total: settlementYearCounters.total,
          period: 'year of a date',
        },
        statuses: shape.statuses,
        createdFrom: false,
        createdBefore: false,
      }
    : null;
  return tableListReads(db, list, where, total, planFor(shape), years);
}

const bankAccountColumns = {
  payee_name: bankAccounts.payee_name,
  bank_name: bankAccounts.bank_name,
  account_no: bankAccounts.account_no,
};

/** Billing of a company: its bank account (and, ADR 0063, its settlements). */
export function createBillingRepository(db: Database) {
  const listStatementsOf = preparedByShape(
    (shape: SettlementListShape) => JSON.stringify(shape),
    (shape: SettlementListShape) => listStatements(db, shape),
  );
  // Read on every overview request, beside the page: prepared once, as the list's reads.
  const tileCounters = prepareNamed(
    db
      .select()
      .from(settlementCounters)
      .where(eq(settlementCounters.merchant_id, sql.placeholder('merchantId'))),
  );
  return {
    /** The company's bank account, or null before its first save. */
    async findBankAccount(merchantId: string): Promise<BankAccount | null> {
      const [row] = await db
        .select(bankAccountColumns)
        .from(bankAccounts)
        .where(eq(bankAccounts.merchant_id, merchantId));
      return row ?? null;
    },

    /**
     * Saves the changed fields in one statement: the first save (all three fields) inserts, later
     * ones update only what they name. Answers the account, or null when the company has none
     * yet and the change does not name all three fields.
     */
    async saveBankAccount(
      merchantId: string,
      change: BankAccountPatch,
    ): Promise<BankAccount | null> {
      const { payee_name, bank_name, account_no } = change;
      if (payee_name !== undefined && bank_name !== undefined && account_no !== undefined) {
        const [row] = await db
          .insert(bankAccounts)
          .values({ merchant_id: merchantId, payee_name, bank_name, account_no })
          .onConflictDoUpdate({
            target: bankAccounts.merchant_id,
            set: { payee_name, bank_name, account_no, updated_at: sql`now()` },
          })
          .returning(bankAccountColumns);
        return row ?? null;
      }
      const [row] = await db
        .update(bankAccounts)
        .set({ ...change, updated_at: sql`now()` })
        .where(eq(bankAccounts.merchant_id, merchantId))
        .returning(bankAccountColumns);
      return row ?? null;
    },

    /** The overview's tiles: sums of the per-status counters, never a scan of settlements. */
    async tiles(merchantId: string): Promise<SettlementTiles> {
      const rows = await tileCounters.execute({ merchantId });
      const tiles: SettlementTiles = { payableCents: 0, open: 0, total: 0, outstanding: 0 };
      for (const row of rows) {
        tiles.payableCents += row.payable_cents;
        tiles.total += row.total;
        if (SETTLEMENT_OPEN_STATUSES.includes(row.status)) tiles.open += row.total;
        if (SETTLEMENT_OUTSTANDING_STATUSES.includes(row.status)) tiles.outstanding += row.total;
      }
      return tiles;
    },

    /** A page of settlements, newest cycle first, read through the (merchant[, status], cycle) index. */
    async list(
      merchantId: string,
      filter: SettlementListFilter,
    ): Promise<{ rows: SettlementRow[]; total: number }> {
      const shape = shapeOf(filter);
      const statements = listStatementsOf(shape);
      const values = valuesOf(merchantId, filter);
      return readListPage(filter.offset, filter.limit, !shape.fromCounters, {
        rows: (from, offset, limit) => statements[from].execute({ ...values, offset, limit }),
        total: async () => (await statements.total.execute(values))[0]?.total ?? 0,
        newestWithTotal: readBesideTotal(statements.newestWithTotal, values, ({ row }) => row),
        rowsThroughDays: readThroughDays(statements.throughDays, values),
      });
    },

    /** One settlement of the company by statement number, with its lines and documents. */
    async find(merchantId: string, statementNo: number): Promise<SettlementRecord | null> {
      const [row] = await db
        .select()
        .from(settlements)
        .where(
          and(eq(settlements.merchant_id, merchantId), eq(settlements.statement_no, statementNo)),
        )
        .limit(1);
      if (!row) return null;
      const id = row.id;
      const [lines, documents] = await Promise.all([
        db
          .select()
          .from(settlementLines)
          .where(eq(settlementLines.settlement_id, id))
          .orderBy(asc(settlementLines.completed_at), asc(settlementLines.id)),
        db
          .select()
          .from(settlementDocuments)
          .where(eq(settlementDocuments.settlement_id, id))
          .orderBy(asc(settlementDocuments.position)),
      ]);
      return { row, lines, documents };
    },

    /**
     * The merchant's documents, in one transaction under the settlement's row lock: they replace
     * any earlier ones and the settlement goes under review (from unconfirmed or rejected).
     */
    async submitDocuments(
      merchantId: string,
      statementNo: number,
      documents: readonly StoredDocument[],
      now: Date,
    ): Promise<SettlementWrite<{ replacedKeys: string[] }>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ id: settlements.id, status: settlements.status })
          .from(settlements)
          .where(
            and(eq(settlements.merchant_id, merchantId), eq(settlements.statement_no, statementNo)),
          )
          .for('update');
        if (!row) return { ok: false, refusal: 'not_found' };
        const id = row.id;
        if (!SETTLEMENT_UPLOADABLE.includes(row.status))
          return { ok: false, refusal: 'not_allowed' };
        const replaced = await tx
          .delete(settlementDocuments)
          .where(eq(settlementDocuments.settlement_id, id))
          .returning({ file_key: settlementDocuments.file_key });
        await tx
          .insert(settlementDocuments)
          .values(documents.map((one, position) => ({ ...one, settlement_id: id, position })));
        await tx
          .update(settlements)
          .set({ status: 'under_review', submitted_at: now, updated_at: now })
          .where(eq(settlements.id, id));
        return { ok: true, value: { replacedKeys: replaced.map((one) => one.file_key) } };
      });
    },

    /**
     * Staff's decision on a settlement under review, by statement number, in one transaction:
     * approved, or rejected with the reason. Answers the row as it became.
     */
    async review(
      statementNo: number,
      review: SettlementReview,
      now: Date,
    ): Promise<SettlementWrite<SettlementRow>> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(settlements)
          .where(eq(settlements.statement_no, statementNo))
          .for('update');
        if (!row) return { ok: false, refusal: 'not_found' };
        const next = settlementAfterReview(row.status, review);
        if (next === null) return { ok: false, refusal: 'not_allowed' };
        const [updated] = await tx
          .update(settlements)
          .set({
            status: next,
            rejection_reason: review.decision === 'reject' ? review.reason : null,
            reviewed_at: now,
            updated_at: now,
          })
          .where(eq(settlements.id, row.id))
          .returning();
        return updated ? { ok: true, value: updated } : { ok: false, refusal: 'not_found' };
      });
    },

    /**
     * Closes a billing cycle for one company (ADR 0063): its orders and returns completed in the
     * cycle (UTC days, inclusive) and not yet on a statement become the lines of a new
     * statement, each with the platform fee, in one transaction. Answers null when nothing was
     * completed, or the cycle was already closed for the company.
     */
    async closeCycle(
      merchantId: string,
      cycleFrom: string,
      cycleTo: string,
      /** When the statement is issued; now unless told (the demo issues past cycles in the past). */
      issuedAt: Date = new Date(),
    ): Promise<IssuedSettlement | null> {
      return db.transaction(async (tx) => {
        const start = sql`${cycleFrom}::date::timestamptz`;
        const end = sql`(${cycleTo}::date + 1)::timestamptz`;
        const [completedOrders, completedReturns] = await Promise.all([
          tx
            .select({
              id: orders.id,
              number: orders.order_no,
              completed_at: orders.completed_at,
              total: orders.total_price,
            })
            .from(orders)
            .leftJoin(settlementLines, eq(settlementLines.order_id, orders.id))
            .where(
              and(
                eq(orders.merchant_id, merchantId),
                eq(orders.status, 'completed'),
                sql`${orders.completed_at} >= ${start} and ${orders.completed_at} < ${end}`,
                isNull(settlementLines.id),
              ),
            ),
          tx
            .select({
              id: returnOrders.id,
              number: returnOrders.return_no,
              completed_at: returnOrders.completed_at,
              cents: returnOrders.total_price_cents,
            })
            .from(returnOrders)
            .leftJoin(settlementLines, eq(settlementLines.return_id, returnOrders.id))
            .where(
              and(
                eq(returnOrders.merchant_id, merchantId),
                eq(returnOrders.status, 'completed'),
                sql`${returnOrders.completed_at} >= ${start} and ${returnOrders.completed_at} < ${end}`,
                isNull(settlementLines.id),
              ),
            ),
        ]);
        const lines = [
          ...completedOrders.map((one) => ({
            kind: 'order' as const,
            order_id: one.id,
            return_id: null,
            number: String(one.number),
            completed_at: one.completed_at ?? new Date(0),
            amounts: settlementLineAmounts(one.total ?? 0),
          })),
          ...completedReturns.map((one) => ({
            kind: 'return' as const,
            order_id: null,
            return_id: one.id,
            number: `R${one.number}`,
            completed_at: one.completed_at ?? new Date(0),
            amounts: settlementLineAmounts((one.cents ?? 0) / 100),
          })),
        ];
        if (lines.length === 0) return null;
        const totals = settlementTotals(lines.map((line) => line.amounts));
        const totalCents = toCents(totals.total_amount);
        const feeCents = toCents(totals.platform_fee);
        const [row] = await tx
          .insert(settlements)
          .values({
            merchant_id: merchantId,
            cycle_from: cycleFrom,
            cycle_to: cycleTo,
            total_cents: totalCents,
            fee_cents: feeCents,
            payable_cents: totalCents - feeCents,
            created_at: issuedAt,
            updated_at: issuedAt,
          })
          .onConflictDoNothing()
          .returning();
        if (!row) return null;
        await tx.insert(settlementLines).values(
          lines.map(({ amounts, ...line }) => ({
            ...line,
            settlement_id: row.id,
            total_cents: toCents(amounts.total_amount),
            fee_cents: toCents(amounts.platform_fee),
          })),
        );
        return { merchantId, row, lineCount: lines.length };
      });
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
