import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { openDatabase, pgliteDirOf } from '../db/client.js';
import type { DatabaseHandle, OpenDatabaseOptions } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { OpsRefusal, OpsUsageError } from './command.js';

type Env = Record<string, string | undefined>;

/**
 * The database the server would open with this environment: DATABASE_URL, else the embedded one
 * in DATA_DIR (default ./.data from the working directory, as `loadConfig` reads it). Only these
 * two variables: ops needs none of the server's secrets.
 */
export function opsDatabaseOptions(env: Env, cwd: string): OpenDatabaseOptions {
  const url = env.DATABASE_URL?.trim() || null;
  if (url !== null) {
    if (!/^postgres(ql)?:\/\/.+/.test(url)) {
      throw new OpsUsageError('DATABASE_URL must start with postgres:// or postgresql://.');
    }
    return { databaseUrl: url, pgliteDir: 'memory' };
  }
  const dataDir = env.DATA_DIR?.trim() || './.data';
  return {
    databaseUrl: null,
    pgliteDir: pgliteDirOf(isAbsolute(dataDir) ? dataDir : resolve(cwd, dataDir)),
  };
}

/**
 * Opens and migrates the server's database for one command. The embedded database is one process
 * per directory (ADR 0027): while the server holds it, this refuses with what to do instead.
 */
export async function openOpsDatabase(env: Env, cwd: string): Promise<DatabaseHandle> {
  const options = opsDatabaseOptions(env, cwd);
  if (options.databaseUrl === null && options.pgliteDir !== 'memory') {
    if (!existsSync(options.pgliteDir)) {
      throw new OpsRefusal(
        `No Jiyun database in ${options.pgliteDir}. Start the server once (npm start) to create it, ` +
          'or set DATA_DIR (or DATABASE_URL) to the one the server uses.',
      );
    }
  }
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase(options);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      throw new OpsRefusal(
        `The embedded database in ${error.directory} is in use by the Jiyun server (pid ${error.holder.pid}, ` +
          `started ${error.holder.startedAt}). It takes one process at a time (ADR 0027), so pnpm ops ` +
          'needs the server stopped: stop it (Ctrl+C where it runs), run the command, then start it again. ' +
          'With DATABASE_URL (PostgreSQL), pnpm ops works while the server runs.',
      );
    }
    throw error;
  }
  try {
    await handle.migrate();
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}
