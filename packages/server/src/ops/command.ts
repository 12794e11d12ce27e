import type { ParseArgsOptionsConfig } from 'node:util';
import { isUuid } from '@jiyun/domain';
import type { Database } from '../db/client.js';
import type { FileStorage } from '../files/storage.js';
import type { BillingRepository } from '../repositories/billing.js';
import type { OrderRepository } from '../repositories/orders.js';
import type { ReturnRepository } from '../repositories/returns.js';
import type { StaffProfileRepository } from '../repositories/profile-reviews-staff.js';
import type { StaffShippingLineRepository } from '../repositories/shipping-lines-staff.js';

/** The database of a run and the staff queries over it. */
export interface OpsSession {
  db: Database;
  staff: StaffShippingLineRepository;
  /** Display changes waiting for review (profiles:*). */
  profiles: StaffProfileRepository;
  /** Customers, their orders and the exchange rates (customers:*, orders:*, rates:set). */
  orders: OrderRepository;
  /** Customers' returns of their parcels (returns:*). */
  returns: ReturnRepository;
  /** Settlement statements: closing cycles and their review (billing:*, settlements:*). */
  billing: BillingRepository;
}

/**
 * What every command gets: the database, opened by `open` once the command has checked its input
 * (bad input answers at once, without waiting for the database), and the clock.
 */
export interface OpsContext {
  open(): Promise<OpsSession>;
  /** The file storage the server uses (FILE_STORAGE, FILES_DIR, S3_*), for `files:*`. */
  files(): FileStorage;
  now(): Date;
}

/** A command's parsed input: its positionals and its options (`--reason "…"`, `--disable`). */
export interface OpsInput {
  positionals: string[];
  options: Record<string, string | boolean | undefined>;
}

/** What a command answers: the text for a terminal and the value printed with `--json`. */
export interface OpsOutput {
  text: string;
  json: unknown;
}

/**
 * One `pnpm ops` command. Adding one is a file in `commands/` exporting this, plus its line in
 * `commands/index.ts`.
 */
export interface OpsCommand {
  /** `lines:approve` */
  name: string;
  /** One line for `--help`. */
  summary: string;
  /** `lines:approve <lineId>` */
  usage: string;
  /** A complete command line, shown under `--help`. */
  example: string;
  /** Options besides the global `--json` and `--help`. */
  options?: ParseArgsOptionsConfig;
  /** How many positionals the command takes (ids), exactly. */
  positionals?: number;
  run(context: OpsContext, input: OpsInput): Promise<OpsOutput>;
}

/** A failure the CLI reports as a message (no stack) with its exit code. */
export class OpsError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
    this.name = 'OpsError';
  }
}

/** Input the command cannot take (missing or malformed argument): exit 2. */
export class OpsUsageError extends OpsError {
  constructor(message: string) {
    super(message, 2);
    this.name = 'OpsUsageError';
  }
}

/**
 * Well-formed input the data refuses (an unknown id, a line that is not pending, a database in
 * use): exit 1.
 */
export class OpsRefusal extends OpsError {
  constructor(message: string) {
    super(message, 1);
    this.name = 'OpsRefusal';
  }
}

/** The positional at `index`, checked as a UUID named `what` (e.g. `lineId`). */
export function uuidArgument(input: OpsInput, index: number, what: string): string {
  const value = input.positionals[index];
  if (value === undefined) throw new OpsUsageError(`Missing <${what}>.`);
  if (!isUuid(value)) {
    throw new OpsUsageError(
      `<${what}> must be a UUID such as 3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e71, got "${value}".`,
    );
  }
  return value;
}

/** A string option that must be given and not blank. */
export function requiredText(input: OpsInput, name: string, example: string): string {
  const value = input.options[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new OpsUsageError(`--${name} is required, e.g. --${name} ${example}.`);
  }
  return value.trim();
}

/** A string option that may be left out; blank counts as left out. */
export function optionalText(input: OpsInput, name: string): string | null {
  const value = input.options[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A reason given in English (`--reason`) and optionally in Chinese (`--reason-zh`). */
export function reasonOf(input: OpsInput): { en: string; zhHans: string } {
  const en = requiredText(input, 'reason', '"The warehouse address could not be confirmed"');
  return { en, zhHans: optionalText(input, 'reason-zh') ?? en };
}

/** Options every command taking a reason accepts. */
export const REASON_OPTIONS: ParseArgsOptionsConfig = {
  reason: { type: 'string' },
  'reason-zh': { type: 'string' },
};
