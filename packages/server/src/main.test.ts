import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point as a user starts it: a process, its environment, its console output.
const packageDir = join(import.meta.dirname, '..');
const dataDirs: string[] = [];

afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

interface Started {
  pid: number | undefined;
  output: () => string;
  exit: Promise<number | null>;
  stop: () => void;
}

function startServer(env: Record<string, string>): Started {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'warn', ...env };
  // Always the embedded database here, even when the suite itself runs on PostgreSQL.
  delete childEnv.DATABASE_URL;
  const child = spawn(
    process.execPath,
    ['--conditions=@jiyun/source', '--import', 'tsx', 'src/main.ts'],
    { cwd: packageDir, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    pid: child.pid,
    output: () => output,
    exit: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
    stop: () => child.kill('SIGTERM'),
  };
}

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'jiyun-main-'));
  dataDirs.push(dir);
  return dir;
}

describe('starting the server', () => {
  it('prints the address and the demo sign-ins, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: newDataDir() });

    await expect
      .poll(server.output, { timeout: 90_000, interval: 200 })
      .toContain('Harbour Express owner');
    expect(server.output()).toContain(`Jiyun is running at http://localhost:${port}`);
    expect(server.output()).toContain('+1 6045550123 / Merchant#2026 (root-login)');
    expect(server.output()).toContain('+1 6045550124 / Operator#2026 (sub-login)');
    expect(server.output()).toContain('+86 13800000002 / Merchant#2026 (root-login)');
    // The SMS outbox is the default outside production: the banner says where codes appear.
    expect(server.output()).toContain('/api/v1/dev/outbox?phone=');

    const health = await fetch(`http://localhost:${port}/api/v1/health`);
    expect(health.status).toBe(200);

    server.stop();
    expect(await server.exit).toBe(0);
  }, 120_000);

  it('prints no demo sign-ins when SEED_DEMO=false', async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port), DATA_DIR: newDataDir(), SEED_DEMO: 'false' });

    await expect
      .poll(server.output, { timeout: 90_000, interval: 200 })
      .toContain(`Jiyun is running at http://localhost:${port}`);
    expect(server.output()).not.toContain('Demo sign-ins');

    server.stop();
    expect(await server.exit).toBe(0);
  }, 120_000);

  it('refuses a second server on the same data directory at once, naming it and the first pid', async () => {
    const dataDir = newDataDir();
    const firstPort = await freePort();
    const first = startServer({ PORT: String(firstPort), DATA_DIR: dataDir, SEED_DEMO: 'false' });
    await expect
      .poll(first.output, { timeout: 90_000, interval: 200 })
      .toContain(`Jiyun is running at http://localhost:${firstPort}`);

    const second = startServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(await second.exit).toBe(1);
    expect(second.output()).toContain(
      `The embedded database in ${join(dataDir, 'pglite')} is in use by another Jiyun server (pid ${first.pid}`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);

    // The first one kept serving, and after it stops the directory opens again.
    expect((await fetch(`http://localhost:${firstPort}/api/v1/health`)).status).toBe(200);
    first.stop();
    expect(await first.exit).toBe(0);
    const thirdPort = await freePort();
    const third = startServer({ PORT: String(thirdPort), DATA_DIR: dataDir, SEED_DEMO: 'false' });
    await expect
      .poll(third.output, { timeout: 90_000, interval: 200 })
      .toContain(`Jiyun is running at http://localhost:${thirdPort}`);
    third.stop();
    expect(await third.exit).toBe(0);
  }, 180_000);

  it('refuses a bad value with a message naming it, and exits with 1', async () => {
    const server = startServer({ PORT: 'abc', DATA_DIR: newDataDir() });

    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('PORT must be an integer from 1 to 65535, got "abc"');
    expect(server.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
  }, 30_000);

  it('refuses S3 storage without a bucket, naming the variable, before touching any store', async () => {
    const server = startServer({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:4613',
      S3_ACCESS_KEY_ID: 'AKIAJIYUNEXAMPLE',
      DATA_DIR: newDataDir(),
    });

    expect(await server.exit).toBe(1);
    expect(server.output()).toContain('S3_BUCKET is required when FILE_STORAGE=s3');
    expect(server.output()).toContain(
      'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set',
    );
    expect(server.output()).not.toMatch(/\n\s+at /);
  }, 30_000);
});
