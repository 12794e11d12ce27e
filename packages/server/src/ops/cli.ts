#!/usr/bin/env node
import { ConfigError, loadStorageConfig } from '../config.js';
import { openFileStorage } from '../files/open-storage.js';
import { openOpsDatabase } from './database.js';
import { OpsUsageError } from './command.js';
import { runOps } from './run.js';

// `pnpm ops <command>`: platform staff's stand-in (decisions.md, ADR 0045).
runOps(process.argv.slice(2), {
  open: () => openOpsDatabase(process.env, process.cwd()),
  openStorage: () => {
    try {
      return openFileStorage(loadStorageConfig(process.env, process.cwd()));
    } catch (error) {
      if (error instanceof ConfigError) throw new OpsUsageError(error.message);
      throw error;
    }
  },
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
