import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** What a lock file says about the process holding it. */
export interface LockHolder {
  pid: number;
  /** ISO time the holder took the lock. */
  startedAt: string;
  /** The kernel's boot id when the lock was taken: after a reboot no pid in it means anything. */
  bootId: string | null;
  /** Tells our own lock apart from a later one that replaced it. */
  token: string;
}

/** A second process asked for a data directory another live process holds. */
export class DataDirLockedError extends Error {
  constructor(
    readonly directory: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The embedded database in ${directory} is in use by another Jiyun server ` +
        `(pid ${holder.pid}, started ${holder.startedAt}). One process per data directory: ` +
        `stop that process first, or give this one another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** A held lock; `release` is idempotent and only removes the file while it is still ours. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

export interface LockProbe {
  /** True while a process with this pid exists (ours or anyone's). */
  isAlive(pid: number): boolean;
  bootId(): string | null;
}

const systemProbe: LockProbe = {
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      // EPERM: the process exists but belongs to someone else, so it still holds the lock.
      return errorCode(error) === 'EPERM';
    }
  },
  bootId() {
    try {
      return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      return null;
    }
  },
};

// Lock files this process holds now: its own pid in one of these is not an earlier life.
const heldHere = new Set<string>();

/**
 * Takes the lock file `file` for `directory`, or throws `DataDirLockedError` naming the live
 * holder. A lock left by a process that is gone (or by this pid in an earlier life, as in a
 * restarted container where the server is pid 1, or from before a reboot) is taken over.
 */
export function lockDataDir(
  directory: string,
  file: string,
  probe: LockProbe = systemProbe,
): DataDirLock {
  const mine: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    bootId: probe.bootId(),
    token: randomBytes(12).toString('hex'),
  };

  // Two rounds: the first may find a stale lock and remove it; a lock found again after that
  // belongs to a process that took it in between, which is alive by definition.
  for (let round = 0; round < 2; round += 1) {
    if (createExclusive(file, mine)) {
      // Someone who judged the same stale lock could have removed ours and written theirs
      // between our create and now; only the one whose token is in the file goes on.
      const written = readHolder(file);
      if (written?.token === mine.token) {
        heldHere.add(file);
        return heldLock(file, mine.token);
      }
      if (written) throw new DataDirLockedError(directory, written);
      continue;
    }
    const holder = readHolder(file);
    if (holder && (heldHere.has(file) || !isStale(holder, mine, probe)))
      throw new DataDirLockedError(directory, holder);
    removeIfSame(file, holder);
  }
  const holder = readHolder(file);
  throw new DataDirLockedError(
    directory,
    holder ?? { pid: 0, startedAt: 'unknown', bootId: null, token: '' },
  );
}

function isStale(holder: LockHolder, mine: LockHolder, probe: LockProbe): boolean {
  if (holder.pid === mine.pid) return true;
  if (holder.bootId !== null && mine.bootId !== null && holder.bootId !== mine.bootId) return true;
  return !probe.isAlive(holder.pid);
}

function createExclusive(file: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, `${JSON.stringify(holder)}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

/** Null when the file is gone, or unreadable as a lock (a crash between create and write). */
function readHolder(file: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isLockHolder(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Removes the stale lock unless it changed since it was judged stale. */
function removeIfSame(file: string, judged: LockHolder | null): void {
  const now = readHolder(file);
  if (now !== null && judged !== null && now.token !== judged.token) return;
  try {
    unlinkSync(file);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
}

function heldLock(file: string, token: string): DataDirLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    if (readHolder(file)?.token !== token) return;
    try {
      unlinkSync(file);
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error;
    }
  };
  // A `process.exit` that skips closing the database still leaves no lock behind.
  process.on('exit', release);
  return { file, release };
}

function isLockHolder(value: unknown): value is LockHolder {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.pid === 'number' &&
    Number.isInteger(record.pid) &&
    record.pid > 0 &&
    typeof record.startedAt === 'string' &&
    (record.bootId === null || typeof record.bootId === 'string') &&
    typeof record.token === 'string'
  );
}

function errorCode(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}
