import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { drizzle as embedded } from 'drizzle-orm/pglite';
import { drizzle as overPool } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanFor } from '../db/prepared.js';
import { searchPlanned, startsWith, startsWithValues } from './starts-with.js';
import type { SearchPlanned } from './starts-with.js';

// Seller order numbers, tracking ids and usernames as merchants type them, with the LIKE
// wildcards and the backslash a search must take literally, and Chinese names.
const TEXTS = [
  'TB2026112800017734',
  'tb2026112800017735',
  'TB2026112900000001',
  'JD-88%_refund',
  'JD-88%Xrefund',
  'JD-88a_refund',
  'JD\\88',
  '张伟 zhangwei',
  '张伟伟',
  '张',
  'SF1419278093412',
  'SF14192780934',
];

describe('startsWithValues', () => {
  it.each<[string, { pattern: string; from: string; below: string }]>([
    ['tb2026', { pattern: 'TB2026%', from: 'TB2026', below: 'TB2027' }],
    ['88%_', { pattern: '88\\%\\_%', from: '88%_', below: '88%`' }],
    ['a\\b', { pattern: 'A\\\\B%', from: 'A\\B', below: 'A\\C' }],
    // 张 is U+5F20: the range ends before the next code point.
    ['张', { pattern: '张%', from: '张', below: '\u5f21' }],
    ['z', { pattern: 'Z%', from: 'Z', below: '[' }],
  ])('binds %s as its pattern and range', (text, values) => {
    expect(startsWithValues(text)).toEqual(values);
  });
});

describe('searchPlanned', () => {
  const pool = new Pool();
  const database = new PGlite();
  afterAll(async () => {
    await pool.end();
    await database.close();
  });

  it.each<[PlanFor, SearchPlanned, SearchPlanned]>([
    // PostgreSQL settles on one plan for a named statement's values after five runs; the
    // embedded database plans `each value` for every run (ADR 0075).
    ['any value', 'maybe once', 'maybe once'],
    ['each value', 'maybe once', 'for its values'],
    ['these values', 'for its values', 'for its values'],
  ])('a statement planned for %s: %s on PostgreSQL, %s embedded', (plan, onPool, inProcess) => {
    expect(searchPlanned(overPool(pool), plan)).toBe(onPool);
    expect(searchPlanned(embedded(database), plan)).toBe(inProcess);
  });
});

describe('startsWith', () => {
  const database = new PGlite();
  const db = embedded(database);
  beforeAll(async () => {
    await database.exec('create table texts (text text not null)');
    for (const text of TEXTS) await database.query('insert into texts values ($1)', [text]);
  });
  afterAll(() => database.close());

  async function found(condition: SQL): Promise<string[]> {
    const rows = await db.execute<{ text: string }>(sql`select text from texts where ${condition}`);
    return rows.rows.map((row) => row.text).sort();
  }

  const column = sql`text`;
  const bound = (search: string) => {
    const values = startsWithValues(search);
    return (name: keyof typeof values) => sql`${values[name]}`;
  };

  it.each([
    'tb202611280',
    'TB2026',
    'jd-88%_',
    'jd-88%',
    'JD\\',
    '张伟',
    '张',
    'SF14192780934',
    'x',
  ])(
    'finds the texts that start with %s, case-insensitively, planned either way',
    async (search) => {
      const expected = TEXTS.filter((text) =>
        text.toUpperCase().startsWith(search.toUpperCase()),
      ).sort();
      // Both shapes match the same texts; only the planner's estimate differs.
      expect(await found(startsWith(column, bound(search), 'for its values'))).toEqual(expected);
      expect(await found(startsWith(column, bound(search), 'maybe once'))).toEqual(expected);
    },
  );

  it('writes the LIKE beside the range only where one plan may serve any value', () => {
    const text = (planned: SearchPlanned) =>
      new PgDialect().sqlToQuery(startsWith(column, bound('TB'), planned)).sql;
    expect(text('for its values')).not.toMatch(/ like /i);
    expect(text('maybe once')).toMatch(/ like /i);
  });
});
