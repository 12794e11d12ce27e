import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a channel's notifications are told to. */
export interface ChannelHandlers {
  /** A notification's payload, as the sender wrote it. */
  heard(payload: string): void;
  /**
   * Whether every notification is being heard. False when the listening connection is lost
   * (notifications sent meanwhile are missed, so whatever they would have said is unknown); true
   * once it listens again, and after the first LISTEN.
   */
  hearing(isHearing: boolean): void;
}

/** The database's notifications (`LISTEN` / `NOTIFY`), heard by this process. */
export interface DatabaseListener {
  /** Starts hearing `channel` (a lower-case name); resolves once the first attempt settled. */
  listen(channel: string, handlers: ChannelHandlers): Promise<void>;
  /**
   * Resolves once the notifications of every change committed before the call have been handed
   * to the handlers (or the listener is known to have missed them and said so).
   */
  caughtUp(): Promise<void>;
  close(): Promise<void>;
}

/** How the listening connection names itself in `pg_stat_activity`. */
export const LISTENER_APPLICATION_NAME = 'jiyun-listener';

/** The wait before listening again after the connection was lost: doubled each failure. */
export const LISTEN_RETRY_MS = { first: 200, most: 5_000 } as const;

const channelName = /^[a-z_][a-z0-9_]*$/;

function checkedChannel(channel: string): string {
  // Written into the LISTEN statement itself (it takes no parameters): only plain names.
  if (!channelName.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * PostgreSQL: one connection of its own (not from the pool: a pooled connection would stop
 * listening when handed back), opened on the first `listen`, opened again after it is lost.
 */
export function listenOnPostgres(connectionString: string): DatabaseListener {
  const channels = new Map<string, Set<ChannelHandlers>>();
  /** The connection that listens to every channel, or null while there is none. */
  let listening: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let retryMs: number = LISTEN_RETRY_MS.first;
  let closed = false;

  /** What the handlers were last told: each change is told once, however often a retry fails. */
  let told: boolean | null = null;
  const tell = (isHearing: boolean) => {
    if (told === isHearing) return;
    told = isHearing;
    for (const handlers of channels.values()) for (const one of handlers) one.hearing(isHearing);
  };

  const again = () => {
    if (closed || retry !== null) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, LISTEN_RETRY_MS.most);
  };

  /** The connection failed or ended: whatever was sent meanwhile is unknown. */
  const lost = (client: pg.Client) => {
    if (listening !== client) return;
    listening = null;
    tell(false);
    client.end().catch(() => undefined);
    again();
  };

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const client = new pg.Client({
        connectionString,
        application_name: LISTENER_APPLICATION_NAME,
        keepAlive: true,
      });
      client.on('error', () => lost(client));
      client.on('end', () => lost(client));
      client.on('notification', (message) => {
        // Until every LISTEN is in place the handlers are not hearing: they learn nothing yet.
        if (listening !== client) return;
        for (const one of channels.get(message.channel) ?? []) one.heard(message.payload ?? '');
      });
      try {
        await client.connect();
        for (const channel of channels.keys()) await client.query(`LISTEN ${channel}`);
        if (closed) throw new Error('closed');
        listening = client;
        retryMs = LISTEN_RETRY_MS.first;
        tell(true);
      } catch {
        client.end().catch(() => undefined);
        if (!closed) {
          // Not hearing, from the start or since the connection was lost: a retry says when.
          tell(false);
          again();
        }
      } finally {
        connecting = null;
      }
    })());

  /** Callers of `caughtUp` whose `select 1` has not been sent yet. */
  let waiting: (() => void)[] = [];
  let syncing = false;
  // PostgreSQL sends a listening connection the notifications of every commit it was told of
  // before it answers a statement, and a commit that completed before `caughtUp` was called was
  // told of. One `select 1` at a time (the driver is not to be given a second while one runs);
  // everyone who asked while it ran shares the next, sent after they asked.
  const sync = () => {
    if (syncing || waiting.length === 0) return;
    const these = waiting;
    waiting = [];
    syncing = true;
    const done = () => {
      syncing = false;
      for (const resolve of these) resolve();
      sync();
    };
    const client = listening;
    if (client === null) return done();
    client.query('select 1').then(done, () => {
      lost(client);
      done();
    });
  };

  return {
    async listen(channel, handlers) {
      const name = checkedChannel(channel);
      const known = channels.get(name);
      if (known !== undefined) {
        known.add(handlers);
        if (listening !== null) handlers.hearing(true);
        return;
      }
      channels.set(name, new Set([handlers]));
      const client = listening;
      if (client === null) return connect();
      try {
        await client.query(`LISTEN ${name}`);
        handlers.hearing(true);
      } catch {
        lost(client);
      }
    },

    caughtUp() {
      if (listening === null) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        sync();
      });
    },

    async close() {
      closed = true;
      if (retry !== null) clearTimeout(retry);
      retry = null;
      await connecting;
      const client = listening;
      listening = null;
      await client?.end().catch(() => undefined);
    },
  };
}

/**
 * The embedded database is this process: a change's notifications are handed over (as
 * microtasks) while the statement that committed it is answered, before its caller resumes.
 */
export function listenOnPglite(client: PGlite): DatabaseListener {
  return {
    async listen(channel, handlers) {
      await client.listen(checkedChannel(channel), (payload) => handlers.heard(payload));
      handlers.hearing(true);
    },
    caughtUp: () => Promise.resolve(),
    // Closing the database ends its listening.
    close: () => Promise.resolve(),
  };
}
