import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: where `node packages/server/dist/main.js` and `pnpm ops` run. */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export interface OpsResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A server of one spec's own, on its own port and data directory, which the spec can stop and
 * start again: the embedded database takes one process at a time (ADR 0027), so `pnpm ops`
 * runs only while this server is stopped (ADR 0045). The config's shared server cannot be
 * stopped from a test. Built code, as the config's webServer: run `pnpm build` first.
 */
export class OwnServer {
  readonly url: string;
  /** A fresh directory per server object: create it in a hook, not at a file's top level. */
  readonly dataDir = mkdtempSync(join(tmpdir(), 'jiyun-e2e-own-'));
  private process: ChildProcess | null = null;
  private output = '';

  constructor(readonly port: number) {
    this.url = `http://localhost:${String(port)}`;
  }

  /** Starts the server and waits until /api/v1/health answers (or says why it did not start). */
  async start(timeoutMs = 60_000): Promise<void> {
    if (this.process) throw new Error('The own server is already running.');
    this.output = '';
    const child = spawn(process.execPath, ['packages/server/dist/main.js'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
        // The same overrides as the config's webServer: many sign-ins from one address.
        LOGIN_RATE_LIMIT_MAX: '1000',
        LOGIN_ADDRESS_RATE_LIMIT_MAX: '1000',
        OTP_PHONE_RATE_LIMIT_MAX: '1000',
        OTP_ADDRESS_RATE_LIMIT_MAX: '10000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.process = child;
    const keep = (chunk: Buffer) => {
      // The last few kilobytes are enough to say why a start failed.
      this.output = (this.output + chunk.toString()).slice(-8000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let exited: number | null = null;
    child.once('exit', (code) => {
      exited = code ?? -1;
      if (this.process === child) this.process = null;
    });

    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (exited !== null) {
        throw new Error(
          `The own server exited with ${String(exited)} before it was ready:\n${this.output}`,
        );
      }
      try {
        const response = await fetch(`${this.url}/api/v1/health`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await this.stop();
    throw new Error(`The own server was not ready within ${String(timeoutMs)} ms:\n${this.output}`);
  }

  /** SIGTERM, and waits for the process to exit (it lets go of the data directory then). */
  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) {
      const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exit;
      clearTimeout(killed);
    }
    this.process = null;
  }

  /** `pnpm ops <args>` over this server's data directory; never throws for a non-zero exit. */
  ops(args: string[]): Promise<OpsResult> {
    return new Promise((resolve) => {
      execFile(
        'pnpm',
        ['--silent', 'ops', ...args],
        { cwd: repoRoot, env: { ...process.env, DATA_DIR: this.dataDir }, timeout: 60_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  }

  /** Stops the server if it runs and removes its data directory. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
