import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** One statement on a connection of its own: CREATE and DROP DATABASE refuse a transaction. */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  /** Drops it, ending any connection still open to it. */
  drop(): Promise<void>;
}

/** A new, empty database beside the one `serverUrl` names, called `jiyun_test_<label>_<random>`. */
export async function scratchDatabase(serverUrl: string, label: string): Promise<ScratchDatabase> {
  const name = `jiyun_test_${label}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
