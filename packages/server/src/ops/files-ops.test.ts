import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { merchants } from '../db/schema.js';
import { buildTestApp } from '../test-helpers/build-test-app.js';
import { runOps } from './run.js';

const HOUR = 60 * 60 * 1000;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 600_000);
afterAll(() => app.close());

async function ops(at: Date, ...argv: string[]) {
  const out: string[] = [];
  const code = await runOps(argv, {
    // The test app keeps its database; the command's close must not end it.
    open: () => Promise.resolve({ db: app.db, close: () => Promise.resolve() }),
    openStorage: () => app.storage,
    now: () => at,
    io: { out: (text) => out.push(text), err: (text) => out.push(text) },
  });
  return { code, out: out.join('\n') };
}

interface SweepJson {
  dry_run: boolean;
  removed: string[];
  unused: { key: string }[];
  in_use: number;
  recent: number;
}

describe('pnpm ops files:sweep', () => {
  it('removes the files no row names once they are an hour old, and nothing any row names', async () => {
    const [merchant] = await app.db.select({ id: merchants.id }).from(merchants).limit(1);
    if (!merchant) throw new Error('no merchant');
    const merchantId = merchant.id;
    const leftover = await app.storage.put(PNG, 'image/png', merchantId);
    const later = new Date(Date.now() + 2 * HOUR);

    // Just stored: it may be an upload whose write has not committed yet, so it stays.
    const fresh = await ops(new Date(), 'files:sweep', '--json');
    expect(fresh.code).toBe(0);
    expect((JSON.parse(fresh.out) as SweepJson).unused.map((file) => file.key)).not.toContain(
      leftover,
    );

    const dry = await ops(later, 'files:sweep', '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(leftover);
    expect(dry.out).toMatch(/Would remove 1 file no row names; \d+ in use;/);
    expect(await app.storage.get(leftover)).not.toBeNull();

    const swept = await ops(later, 'files:sweep', '--json');
    const result = JSON.parse(swept.out) as SweepJson;
    expect(result.removed).toEqual([leftover]);
    expect(await app.storage.get(leftover)).toBeNull();
    // The demo's avatars, photos and documents are all named by rows, and all are still there.
    expect(result.in_use).toBeGreaterThan(0);
    let stored = 0;
    for await (const file of app.storage.list()) {
      stored += 1;
      expect(await app.storage.get(file.key)).not.toBeNull();
    }
    expect(stored).toBe(result.in_use);
    expect((await app.repositories.fileReferences.inUse([leftover])).size).toBe(0);
  });
});
