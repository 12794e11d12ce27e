import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEmbedded, runPrepared } from './pglite-prepared.js';
import type { PlanFor } from './prepared.js';

// What drizzle's PGlite driver asks of `query` for a select (rows as arrays, times as text).
const DRIZZLE_ROWS = {
  rowMode: 'array' as const,
  parsers: {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  },
};

describe('runPrepared on the embedded database', () => {
  let database: PGlite;
  let statements = 0;
  /** A statement of its own for each call, so no test sees another's plans. */
  const statement = (text: string, plan: PlanFor) => {
    statements += 1;
    return { name: `t_${statements}`, text, plan };
  };

  beforeAll(async () => {
    database = await PGlite.create();
    await database.exec(`
      create table shelves (
        id int primary key, code text not null unique, aisle text not null,
        weight numeric(10, 2), tags jsonb, placed_on date,
        checked_at timestamptz not null default '2026-11-27T08:30:00Z'
      );
      create index on shelves (aisle, id);
      insert into shelves (id, code, aisle, weight, tags, placed_on)
        select i, 'A-' || lpad(i::text, 2, '0') || '-03', chr(65 + i % 3), i * 1.25,
          jsonb_build_object('层', i), date '2026-05-01' + i
        from generate_series(1, 30) as i;
      analyze shelves;
    `);
  });
  afterAll(() => database.close());

  it('is used for the database itself, not for a transaction of it', async () => {
    expect(isEmbedded(database)).toBe(true);
    await database.transaction(async (transaction) => {
      expect(isEmbedded(transaction)).toBe(false);
    });
    expect(isEmbedded({ query: () => null })).toBe(false);
  });

  const select = `select id, code, weight, tags, placed_on, checked_at from shelves
    where aisle = $1 and id > $2 order by id limit $3`;
  it.each<[PlanFor, 'array' | 'object']>([
    ['any value', 'array'],
    ['each value', 'array'],
    ['these values', 'array'],
    ['any value', 'object'],
    ['these values', 'object'],
  ])('answers what query answers (%s, rows as %s)', async (plan, rowMode) => {
    const options = rowMode === 'array' ? DRIZZLE_ROWS : { rowMode };
    const one = statement(select, plan);
    // Run several times: PostgreSQL settles on a plan only after a few runs of a named statement.
    for (const [aisle, after, limit] of [
      ['A', 0, 3],
      ['B', 10, 2],
      ['C', 20, 5],
      ['A', 3, 4],
      ['B', 0, 1],
      ['C', 0, 10],
      ['D', 0, 10],
    ] as const) {
      const expected = await database.query(select, [aisle, after, limit], options);
      const answered = await runPrepared(database, one, [aisle, after, limit], options);
      expect(answered.rows).toEqual(expected.rows);
      expect(answered.fields).toEqual(expected.fields);
    }
  });

  it('writes values by their parameters’ types: json, dates, arrays, null', async () => {
    const one = statement(
      `select $1::jsonb ->> '名称' as name, $2::timestamptz as at, $3::int[] as ids,
         $4::text is null as nothing, $5::numeric * 2 as doubled`,
      'each value',
    );
    const { rows } = await runPrepared<Record<string, unknown>>(database, one, [
      { 名称: '深圳宝安仓 Shenzhen Bao’an' },
      new Date('2026-11-27T08:30:00Z'),
      [3, 1, 2],
      null,
      '12.5',
    ]);
    expect(rows).toEqual([
      {
        name: '深圳宝安仓 Shenzhen Bao’an',
        at: new Date('2026-11-27T08:30:00Z'),
        ids: [3, 1, 2],
        nothing: true,
        doubled: '25.0',
      },
    ]);
  });

  it('makes one plan for any value, and plans the others for each run’s values', async () => {
    const once = statement('select id from shelves where aisle = $1 and id = $2', 'any value');
    const eachValue = statement(
      'select code from shelves where aisle = $1 and id = $2',
      'each value',
    );
    const planned = statement(
      'select weight from shelves where aisle = $1 and id = $2',
      'these values',
    );
    for (let run = 1; run <= 3; run += 1) {
      for (const one of [once, eachValue, planned])
        await runPrepared(database, one, ['A', run * 3]);
    }
    const { rows } = await database.query<{ name: string; generic: number; custom: number }>(
      `select name, generic_plans::int as generic, custom_plans::int as custom
       from pg_prepared_statements where name = any($1::text[]) order by name`,
      [[once.name, eachValue.name, planned.name]],
    );
    expect(rows).toEqual(
      [
        { name: once.name, generic: 3, custom: 0 },
        // Parsed by name once (to learn their parameters), then always run unnamed.
        { name: eachValue.name, generic: 0, custom: 0 },
        { name: planned.name, generic: 0, custom: 0 },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  it('leaves the planning setting as it was, after a run and after a failed one', async () => {
    const setting = async () =>
      (await database.query<{ plan_cache_mode: string }>('show plan_cache_mode')).rows[0]
        ?.plan_cache_mode;
    const divide = statement('select 100 / $1::int as share', 'any value');
    expect((await runPrepared(database, divide, [4])).rows).toEqual([{ share: 25 }]);
    expect(await setting()).toBe('auto');
    const failed = await runPrepared(database, divide, [0]).catch((error: unknown) => error);
    // PGlite's errors carry PostgreSQL's code (its DatabaseError class is not exported).
    expect((failed as { code?: string }).code).toBe('22012');
    expect(await setting()).toBe('auto');
    // And the database answers on: the failed run left no transaction open.
    expect((await runPrepared(database, divide, [5])).rows).toEqual([{ share: 20 }]);
  });

  it('tells a refused write by its code and counts the rows a write touched', async () => {
    const insert = statement(
      'insert into shelves (id, code, aisle) values ($1, $2, $3)',
      'any value',
    );
    const refused = await runPrepared(database, insert, [100, 'A-01-03', 'A']).catch(
      (error: unknown) => error,
    );
    expect((refused as { code?: string }).code).toBe('23505');
    const update = statement(
      'update shelves set weight = weight + 1 where aisle = $1',
      'each value',
    );
    const written = await runPrepared(database, update, ['B']);
    expect(written.affectedRows).toBe(10);
  });

  it('runs after a transaction in flight, never inside it', async () => {
    const count = statement(
      "select count(id)::int as shelves from shelves where aisle = 'T'",
      'any value',
    );
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const insertedYet = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const transaction = database.transaction(async (open) => {
      await open.query("insert into shelves (id, code, aisle) values (200, 'T-01-01', 'T')");
      inserted();
      await held;
      await open.rollback();
    });
    await insertedYet;
    // Asked while the transaction holds the database, with its row written: run inside it, the
    // count would be 1; it waits, and is answered once the transaction has rolled back.
    const asked = runPrepared<{ shelves: number }>(database, count, []);
    release();
    await transaction;
    expect((await asked).rows).toEqual([{ shelves: 0 }]);
  });

  it('shares one statement between two names for the same text', async () => {
    const text = 'select code from shelves where id = $1';
    const first = { name: 'shared_a', text, plan: 'any value' as const };
    const second = { name: 'shared_b', text, plan: 'any value' as const };
    expect((await runPrepared(database, first, [7])).rows).toEqual([{ code: 'A-07-03' }]);
    expect((await runPrepared(database, second, [8])).rows).toEqual([{ code: 'A-08-03' }]);
    const { rows } = await database.query<{ name: string }>(
      "select name from pg_prepared_statements where name like 'shared_%'",
    );
    expect(rows).toEqual([{ name: 'shared_a' }]);
  });
});
