import { parseArgs } from 'node:util';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../files/storage.js';
import { createOrderRepository } from '../repositories/orders.js';
import { createBillingRepository } from '../repositories/billing.js';
import { createReturnRepository } from '../repositories/returns.js';
import { createStaffProfileRepository } from '../repositories/profile-reviews-staff.js';
import { createStaffShippingLineRepository } from '../repositories/shipping-lines-staff.js';
import { OpsError, OpsRefusal, OpsUsageError } from './command.js';
import type { OpsCommand, OpsSession } from './command.js';
import { OPS_COMMANDS } from './commands/index.js';
import { displayWidth } from './format.js';

export interface OpsIo {
  out(text: string): void;
  err(text: string): void;
}

/** The database a run works on; `close` is called when the command is done. */
export interface OpsDatabase {
  db: Database;
  close(): Promise<void>;
}

export interface OpsDependencies {
  /** Opened only once the command line is understood, so `--help` needs no database. */
  open(): Promise<OpsDatabase>;
  /** The file storage; opened only by the commands that need it. */
  openStorage?: () => FileStorage;
  io: OpsIo;
  now?: () => Date;
  commands?: readonly OpsCommand[];
}

/** `--help`: every command with its summary and an example. */
export function helpText(commands: readonly OpsCommand[] = OPS_COMMANDS): string {
  const width = Math.max(...commands.map((command) => displayWidth(command.name)));
  return [
    'pnpm ops — what platform staff do over the Jiyun database (ADR 0045).',
    '',
    'Usage: pnpm ops <command> [arguments] [--json]',
    '',
    'Commands:',
    ...commands.flatMap((command) => [
      `  ${command.name.padEnd(width)}  ${command.summary}`,
      `  ${' '.repeat(width)}  e.g. ${command.example}`,
    ]),
    '',
    'Options for every command:',
    '  --json   print the result as JSON (for scripts)',
    '  --help   show how to use the command',
    '',
    'It works on the database the server uses: DATABASE_URL (PostgreSQL) when set, otherwise the',
    'embedded database in DATA_DIR (default ./.data), which needs the server stopped.',
    'Exit codes: 0 done, 1 refused (unknown id, wrong status, database in use), 2 bad input.',
  ].join('\n');
}

function commandHelp(command: OpsCommand): string {
  return [
    `${command.summary}.`,
    '',
    `Usage: pnpm ops ${command.usage} [--json]`,
    `Example: ${command.example}`,
  ].join('\n');
}

function parse(command: OpsCommand, args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        ...command.options,
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    // parseArgs says what is wrong (an unknown option, a missing value) in its own words.
    throw new OpsUsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * Runs one command line (`argv` without node and the script) and answers the exit code: 0 done,
 * 1 refused by the data, 2 bad input. Output goes to `io`, never to the process directly, so
 * tests run commands as they are typed.
 */
export async function runOps(argv: readonly string[], deps: OpsDependencies): Promise<number> {
  const commands = deps.commands ?? OPS_COMMANDS;
  const [name, ...rest] = argv;
  if (name === undefined) {
    deps.io.err(helpText(commands));
    return 2;
  }
  if (name === '--help' || name === '-h' || name === 'help') {
    deps.io.out(helpText(commands));
    return 0;
  }
  const command = commands.find((candidate) => candidate.name === name);
  if (!command) {
    deps.io.err(`Unknown command "${name}". Run pnpm ops --help for the list.`);
    return 2;
  }

  // Set inside the command's `open`, so a holder rather than a variable TypeScript would narrow.
  const opened: { database: OpsDatabase | null } = { database: null };
  try {
    const { values, positionals } = parse(command, rest);
    if (values.help === true) {
      deps.io.out(commandHelp(command));
      return 0;
    }
    const expected = command.positionals ?? 0;
    if (positionals.length > expected) {
      throw new OpsUsageError(
        `${command.name} takes ${expected === 0 ? 'no argument' : `${expected} argument`}, got "${positionals.join(' ')}".`,
      );
    }
    let session: OpsSession | null = null;
    const output = await command.run(
      {
        async open() {
          if (session) return session;
          const database = await deps.open();
          opened.database = database;
          session = {
            db: database.db,
            staff: createStaffShippingLineRepository(database.db),
            profiles: createStaffProfileRepository(database.db),
            orders: createOrderRepository(database.db),
            returns: createReturnRepository(database.db),
            billing: createBillingRepository(database.db),
          };
          return session;
        },
        files() {
          if (!deps.openStorage)
            throw new OpsRefusal('No file storage is configured for pnpm ops.');
          return deps.openStorage();
        },
        now: deps.now ?? (() => new Date()),
      },
      { positionals, options: values },
    );
    deps.io.out(values.json === true ? JSON.stringify(output.json, null, 2) : output.text);
    return 0;
  } catch (error) {
    if (!(error instanceof OpsError)) throw error;
    deps.io.err(
      error instanceof OpsUsageError
        ? `${error.message}\nUsage: pnpm ops ${command.usage}`
        : error.message,
    );
    return error.exitCode;
  } finally {
    await opened.database?.close();
  }
}
