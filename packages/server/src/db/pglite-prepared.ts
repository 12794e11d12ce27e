import { parse, protocol } from '@electric-sql/pglite';
import type { messages, PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import type { PlanFor } from './prepared.js';

/**
 * Prepared statements on the embedded database (ADR 0075).
 *
 * PGlite's `query` parses and plans every statement anew and crosses into the database six times
 * to do it (parse, describe, bind, describe, execute, sync). Planning is the dear part there:
 * PostgreSQL asks each table and index of the statement for its size, and PGlite's file system
 * answers each such `lseek` with an `fstat` through Node — 10 % of the embedded server's time
 * on a page of parcels. PostgreSQL's own answer is a named statement, parsed once and run by
 * name; this is that, in one crossing per run:
 *
 * - `any value`: run by name on one plan made for any value, as on PostgreSQL's connections set
 *   to keep one plan (ADR 0069). PGlite is one session, so the setting is made for that run
 *   alone, in the same implicit transaction: an error in the run takes the setting back with it.
 * - `each value`: run by name; PostgreSQL chooses between a plan for the values and one for any
 *   value, as it does by default.
 * - `these values`: parsed and planned for each run's values, as unnamed statements are on
 *   PostgreSQL (ADR 0072), with its parameters' types known from the first run.
 */

/** What PGlite's own `query` leaves to itself: the locks that keep one statement at a time. */
type Embedded = Pick<
  PGlite,
  | 'execProtocolStream'
  | '_runExclusiveQuery'
  | '_runExclusiveTransaction'
  | 'serializers'
  | 'parsers'
  | 'syncToFs'
>;

type BackendMessage = messages.BackendMessage;

interface Statement {
  /** The name it was parsed under: the first caller's, for everyone who sends the same text. */
  name: string;
  /** Each parameter's type, as PostgreSQL inferred it: which serializer writes its value. */
  parameterTypes: number[];
  /** The statement's columns (none for a write without `returning`), told once when parsed. */
  rowDescription: BackendMessage | undefined;
}

const statementsOf = new WeakMap<object, Map<string, Statement>>();

/** Whether `client` is an embedded database itself (a transaction's client is not). */
export function isEmbedded(client: unknown): client is Embedded {
  const candidate = client as Partial<Embedded> | null;
  return (
    typeof candidate?.execProtocolStream === 'function' &&
    typeof candidate._runExclusiveTransaction === 'function' &&
    typeof candidate._runExclusiveQuery === 'function'
  );
}

function joined(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    message.set(part, at);
    at += part.length;
  }
  return message;
}

const { serialize } = protocol;
/** An unnamed statement without parameters, parsed, bound and run (no sync). */
const runText = (text: string): Uint8Array[] => [
  serialize.parse({ text, types: [] }),
  serialize.bind({}),
  serialize.execute({}),
];
const ONE_PLAN = joined(runText('set plan_cache_mode = force_generic_plan'));
const PLAN_AS_BEFORE = joined(runText('reset plan_cache_mode'));
const SYNC = serialize.sync();

/** Parses `text` under `name` (once per database) and learns its parameters and columns. */
async function parsed(database: Embedded, name: string, text: string): Promise<Statement> {
  let statements = statementsOf.get(database);
  if (statements === undefined) {
    statements = new Map();
    statementsOf.set(database, statements);
  }
  const known = statements.get(text);
  if (known !== undefined) return known;
  const messages = await database.execProtocolStream(
    joined([
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
      SYNC,
    ]),
    { syncToFs: false },
  );
  const parameters = messages.find((message) => message.name === 'parameterDescription') as
    { dataTypeIDs: number[] } | undefined;
  const statement: Statement = {
    name,
    parameterTypes: parameters?.dataTypeIDs ?? [],
    rowDescription: messages.find((message) => message.name === 'rowDescription'),
  };
  statements.set(text, statement);
  return statement;
}

/** The values as PGlite's `query` writes them: by each parameter's type, else as text. */
function written(
  database: Embedded,
  statement: Statement,
  params: unknown[],
  options: QueryOptions | undefined,
): (string | null)[] {
  return params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const type = statement.parameterTypes[index] as number;
    const serializer = options?.serializers?.[type] ?? database.serializers[type];
    return serializer ? serializer(value) : String(value);
  });
}

/**
 * Runs the statement `name` (its SQL `text`) with `params`, planned as `plan` says, and answers
 * what PGlite's `query` answers. It waits for any transaction and any statement in flight, as
 * `query` does, so it never runs inside another caller's transaction.
 */
export function runPrepared<Row>(
  database: Embedded,
  statement: { name: string; text: string; plan: PlanFor },
  params: unknown[],
  options?: QueryOptions,
): Promise<Results<Row>> {
  return database._runExclusiveTransaction(() =>
    database._runExclusiveQuery(async () => {
      const { text, plan } = statement;
      const known = await parsed(database, statement.name, text);
      const values = written(database, known, params, options);
      const run =
        plan === 'these values'
          ? [
              serialize.parse({ text, types: known.parameterTypes }),
              serialize.bind({ values }),
              serialize.execute({}),
            ]
          : [serialize.bind({ statement: known.name, values }), serialize.execute({})];
      const messages = await database.execProtocolStream(
        joined(plan === 'any value' ? [ONE_PLAN, ...run, PLAN_AS_BEFORE, SYNC] : [...run, SYNC]),
        { syncToFs: false },
      );
      await database.syncToFs();
      // The setting's own completions answer nothing: keep the statement's from its bind on.
      const from = plan === 'any value' ? indexOfNth(messages, 'bindComplete', 2) : 0;
      const ofStatement = messages.slice(from);
      const results = parse.parseResults(
        known.rowDescription ? [known.rowDescription, ...ofStatement] : ofStatement,
        database.parsers,
        options,
      );
      return results[0] as Results<Row>;
    }),
  );
}

function indexOfNth(messages: BackendMessage[], name: string, nth: number): number {
  let seen = 0;
  for (let index = 0; index < messages.length; index += 1) {
    if ((messages[index] as BackendMessage).name === name) {
      seen += 1;
      if (seen === nth) return index;
    }
  }
  return 0;
}
