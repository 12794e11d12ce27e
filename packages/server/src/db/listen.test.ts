import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME, listenOnPglite, listenOnPostgres } from './listen.js';
import type { ChannelHandlers } from './listen.js';
import { scratchDatabase } from '../test-helpers/scratch-database.js';
import type { ScratchDatabase } from '../test-helpers/scratch-database.js';

/** Handlers that write down what they are told, in order. */
function recorder(): ChannelHandlers & { told: string[] } {
  const told: string[] = [];
  return {
    told,
    heard: (payload) => told.push(`heard ${payload}`),
    hearing: (isHearing) => told.push(isHearing ? 'hearing' : 'not hearing'),
  };
}

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited 10 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(() => client.close());

  it("hands over a change's notifications before the statement that committed it resumes", async () => {
    const listener = listenOnPglite(client);
    const handlers = recorder();
    await listener.listen('session_state', handlers);
    await client.query(`select pg_notify('session_state', 'users:1')`);
    expect(handlers.told).toEqual(['hearing', 'heard users:1']);
    await client.transaction(async (tx) => {
      await tx.query(`select pg_notify('session_state', 'users:2')`);
      // Inside the transaction nothing is told yet: it may still roll back.
      expect(handlers.told).toHaveLength(2);
    });
    expect(handlers.told).toEqual(['hearing', 'heard users:1', 'heard users:2']);
    await listener.close();
  });

  it('refuses a channel name it would have to quote', async () => {
    await expect(listenOnPglite(client).listen('x; drop table users', recorder())).rejects.toThrow(
      'Not a channel name',
    );
  });
});

describe('PostgreSQL that does not answer', () => {
  it('tells once that nothing is heard, however often it tries again', async () => {
    // Nothing listens on port 1: each attempt is refused at once.
    const listener = listenOnPostgres('postgres://postgres@127.0.0.1:1/jiyun');
    const handlers = recorder();
    await listener.listen('session_state', handlers);
    // The first attempt and the retries after 200 and 400 ms.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(handlers.told).toEqual(['not hearing']);
    // Nothing to wait for: the handlers know they hear nothing.
    await listener.caughtUp();
    await listener.close();
  });
});

const serverUrl = process.env.DATABASE_URL;

// Only PostgreSQL has a connection of its own to lose.
describe.runIf(serverUrl)('PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let url: string;
  let other: pg.Client;
  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl ?? '', 'listen');
    url = scratch.url;
    other = new pg.Client({ connectionString: url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await scratch.drop();
  });

  it('has heard every committed change once caught up, and listens again after losing its connection', async () => {
    const listener = listenOnPostgres(url);
    const handlers = recorder();
    await listener.listen('session_state', handlers);
    expect(handlers.told).toEqual(['hearing']);

    // Committed by another connection (another instance, `pnpm ops`): heard once caught up.
    await other.query(`select pg_notify('session_state', 'users:1')`);
    await listener.caughtUp();
    expect(handlers.told).toEqual(['hearing', 'heard users:1']);

    // The listening connection is ended from the database's side.
    await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = $1 and datname = current_database()`,
      [LISTENER_APPLICATION_NAME],
    );
    await until(() => handlers.told.includes('not hearing'), 'the loss to be told');
    // Sent while nobody listened: never heard, which is why the loss was told.
    await other.query(`select pg_notify('session_state', 'users:2')`);
    await until(() => handlers.told.at(-1) === 'hearing', 'the listener to come back');
    await other.query(`select pg_notify('session_state', 'users:3')`);
    await listener.caughtUp();
    expect(handlers.told).toEqual([
      'hearing',
      'heard users:1',
      'not hearing',
      'hearing',
      'heard users:3',
    ]);
    await listener.close();
  });

  it('answers many callers at once, each after a change committed before they asked', async () => {
    const listener = listenOnPostgres(url);
    const handlers = recorder();
    await listener.listen('session_state', handlers);
    // Several writers (other instances), each committing on a connection of its own.
    const writers = new pg.Pool({ connectionString: url, max: 4 });
    const warnings: Error[] = [];
    const warned = (warning: Error) => warnings.push(warning);
    process.on('warning', warned);
    try {
      await Promise.all(
        Array.from({ length: 12 }, async (_, n) => {
          await writers.query(`select pg_notify('session_state', $1)`, [`users:${n}`]);
          await listener.caughtUp();
          expect(handlers.told).toContain(`heard users:${n}`);
        }),
      );
    } finally {
      process.off('warning', warned);
      await Promise.all([listener.close(), writers.end()]);
    }
    // The driver warns when it is handed a statement while one is running.
    expect(warnings.map((warning) => warning.message)).toEqual([]);
  });

  it('opens no connection until something listens, and none after closing', async () => {
    const listener = listenOnPostgres(url);
    const listeners = async () =>
      (
        await other.query(
          `select pid from pg_stat_activity
            where application_name = $1 and datname = current_database()`,
          [LISTENER_APPLICATION_NAME],
        )
      ).rowCount;
    expect(await listeners()).toBe(0);
    await listener.caughtUp();
    await listener.listen('session_state', recorder());
    expect(await listeners()).toBe(1);
    await listener.close();
    // The backend leaves pg_stat_activity a moment after its client has gone.
    await until(async () => (await listeners()) === 0, 'the listening connection to end');
  });
});
