import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lockFileOf, openDatabase } from './client.js';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';
import type { LockHolder, LockProbe } from './data-dir-lock.js';

const scratch = mkdtempSync(join(tmpdir(), 'jiyun-lock-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let dirs = 0;
function newDir(): string {
  dirs += 1;
  return join(scratch, `data-${dirs}`, 'pglite');
}

/** The pid of a process that has already exited: what a crashed server leaves in its lock. */
function pidOfAFinishedProcess(): number {
  const done = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(done.stdout.toString());
}

function writeLock(file: string, holder: Partial<LockHolder>): void {
  const full: LockHolder = {
    pid: 1,
    startedAt: '2026-01-01T00:00:00.000Z',
    bootId: null,
    token: 'someone-else',
    ...holder,
  };
  writeFileSync(file, JSON.stringify(full));
}

function holderIn(file: string): LockHolder {
  return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
}

describe('the embedded database locks its data directory', () => {
  it('refuses a second open of the same directory, naming it and the pid holding it', async () => {
    const dir = newDir();
    const first = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    try {
      const second = openDatabase({ databaseUrl: null, pgliteDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(
        `The embedded database in ${dir} is in use by another Jiyun server (pid ${process.pid}`,
      );
      // The first one is untouched and still answers.
      expect(holderIn(lockFileOf(dir)).pid).toBe(process.pid);
    } finally {
      await first.close();
    }
  }, 120_000);

  it('releases the lock on close, so a restart opens the same directory', async () => {
    const dir = newDir();
    const first = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    await first.close();
    expect(existsSync(lockFileOf(dir))).toBe(false);

    const again = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    expect(existsSync(lockFileOf(dir))).toBe(true);
    await again.close();
  }, 120_000);

  it('takes over a lock left by a process that is gone', async () => {
    const dir = newDir();
    const first = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    await first.close();
    const deadPid = pidOfAFinishedProcess();
    writeLock(lockFileOf(dir), { pid: deadPid });

    const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
    try {
      expect(holderIn(lockFileOf(dir)).pid).toBe(process.pid);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('needs no lock for PostgreSQL', async () => {
    const dir = newDir();
    const handle = await openDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      pgliteDir: dir,
    });
    expect(existsSync(lockFileOf(dir))).toBe(false);
    await handle.close();
  });
});

describe('lockDataDir', () => {
  const alive = (pids: number[]): LockProbe => ({
    isAlive: (pid) => pids.includes(pid),
    bootId: () => 'boot-now',
  });

  it.each([
    { case: 'a live process of this boot holds it', holder: { pid: 4242 }, taken: false },
    { case: 'its process is gone', holder: { pid: 4243 }, taken: true },
    {
      case: 'it was taken before a reboot',
      holder: { pid: 4242, bootId: 'boot-before' },
      taken: true,
    },
    {
      // A restarted container runs the server as the same pid as the one that was killed.
      case: 'it names this very pid from an earlier life',
      holder: { pid: process.pid },
      taken: true,
    },
  ])('when $case, the lock is taken over: $taken', ({ holder, taken }) => {
    const file = join(scratch, `unit-${Math.random().toString(36).slice(2)}.lock`);
    writeLock(file, { bootId: 'boot-now', ...holder });
    const attempt = () => lockDataDir('/data/pglite', file, alive([4242]));
    if (taken) {
      const lock = attempt();
      expect(holderIn(file).pid).toBe(process.pid);
      lock.release();
      expect(existsSync(file)).toBe(false);
    } else {
      expect(attempt).toThrow(DataDirLockedError);
      expect(attempt).toThrow('in use by another Jiyun server (pid 4242');
      expect(holderIn(file).token).toBe('someone-else');
    }
  });

  it('takes over a lock file that is not a lock (a crash between create and write)', () => {
    const file = join(scratch, 'garbled.lock');
    writeFileSync(file, '{"pid":');
    const lock = lockDataDir('/data/pglite', file, alive([]));
    expect(holderIn(file).pid).toBe(process.pid);
    lock.release();
  });

  it('does not remove a lock that another process took after ours was released', () => {
    const file = join(scratch, 'replaced.lock');
    const lock = lockDataDir('/data/pglite', file, alive([]));
    writeLock(file, { pid: 4242, token: 'the-next-one' });
    lock.release();
    expect(holderIn(file).token).toBe('the-next-one');
  });
});
