import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The command as `pnpm ops` runs it: tsx from source, in its own process.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const tsx = join(root, 'node_modules/.bin/tsx');
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'jiyun-ops-cli-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function ops(...argv: string[]) {
  const result = spawnSync(tsx, ['--conditions=@jiyun/source', cli, ...argv], {
    cwd: scratch,
    env: { ...process.env, DATA_DIR: join(scratch, 'data'), DATABASE_URL: '' },
    encoding: 'utf8',
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

describe('pnpm ops as a process', () => {
  it('--help exits 0 with the commands on stdout', () => {
    const run = ops('--help');
    expect(run.code).toBe(0);
    expect(run.out).toContain('lines:approve');
    expect(run.out).toContain('e.g. pnpm ops deposits:set --to CA --amount 1500');
  });

  it('bad input exits 2 with the message and the usage on stderr', () => {
    const run = ops('lines:approve', 'US-SEA-1');
    expect(run.code).toBe(2);
    expect(run.out).toBe('');
    expect(run.err).toContain('<lineId> must be a UUID');
    expect(run.err).toContain('Usage: pnpm ops lines:approve <lineId>');
  });

  it('a data directory without a database exits 1 and creates nothing', () => {
    const run = ops('lines:pending');
    expect(run.code).toBe(1);
    expect(run.err).toBe(
      `No Jiyun database in ${join(scratch, 'data', 'pglite')}. Start the server once (npm start) to create it, or set DATA_DIR (or DATABASE_URL) to the one the server uses.\n`,
    );
    expect(spawnSync('ls', [scratch], { encoding: 'utf8' }).stdout).toBe('');
  });
});
