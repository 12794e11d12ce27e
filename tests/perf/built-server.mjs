// The built server (packages/server/dist) on a loopback port with a scratch DATA_DIR, for the
// scripts that measure the product as a merchant gets it. One place starts it, waits for its
// health check and cleans up, so every script measures the same thing.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Stops the script with a clear message when `pnpm build` has not been run. */
export function requireBuild() {
  for (const file of ['packages/app/dist/index.html', 'packages/server/dist/main.js']) {
    if (!existsSync(join(root, file))) {
      console.error(`${file} is missing: run \`pnpm build\` first.`);
      process.exit(1);
    }
  }
}

/** Resolves once `url` answers 2xx, or fails at `deadline` (ms since the epoch). */
export async function waitForHealth(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer ${url}`);
}

/**
 * Starts the built server on `port` with a fresh data directory and `env` on top of this
 * process's environment; resolves when it answers its health check. `await stop()` ends it and
 * removes the data directory (unless `dataDir` was given).
 */
export async function startBuiltServer({ port, label, env = {}, timeoutMs = 60_000, dataDir }) {
  requireBuild();
  // A caller that hands in its own data directory keeps it (and removes it itself).
  const scratch = dataDir ?? mkdtempSync(join(tmpdir(), `jiyun-${label}-`));
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: scratch, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${port}`;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // The data directory goes only once the server has let go of it (database files, its lock).
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
    await exited;
    if (dataDir === undefined) rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${base}/api/v1/health`, Date.now() + timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop, pid: server.pid };
}
