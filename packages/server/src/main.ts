import { API_BASE, apiPaths } from '@jiyun/domain';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DEMO_SIGN_INS } from './seed/demo.js';

function publicHost(host: string): string {
  return host === '0.0.0.0' || host === '::' ? 'localhost' : host;
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'Error while closing');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });

  const lines = [``, `Jiyun is running at http://${publicHost(config.host)}:${config.port}`];
  const owner = await app.repositories.users.findLoginCandidate('root', '+1', '6045550123');
  if (owner) {
    lines.push('', 'Demo sign-ins:');
    for (const signIn of DEMO_SIGN_INS) {
      const kind = signIn.type === 'root' ? 'root-login' : 'sub-login';
      lines.push(
        `  ${signIn.label}: ${signIn.country_code} ${signIn.identifier} / ${signIn.password} (${kind})`,
      );
    }
  }
  if (config.smsTransport === 'outbox') {
    // Outside production no SMS leaves the machine: say where a new user finds their code.
    lines.push(
      '',
      'Verification codes (forgot password, phone, bank account) are not texted: they appear in this',
      `log as "SMS to <phone>: …" lines and at ${API_BASE}${apiPaths.dev.outbox}?phone=%2B16045550123.`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Jiyun server failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
