#!/usr/bin/env node
import { openOpsDatabase } from './database.js';
import { runOps } from './run.js';

// `pnpm ops <command>`: platform staff's stand-in (decisions.md, ADR 0045).
runOps(process.argv.slice(2), {
  open: () => openOpsDatabase(process.env, process.cwd()),
  io: {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
  },
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `pnpm ops failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
