import { protocol, types } from '@electric-sql/pglite';
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
 * - `each value` and `these values`: parsed and planned for each run's values, as PGlite's
 *   `query` did, with the parameters' types known from the first run. Left to choose after five
 *   runs by name, PostgreSQL settled here on plans for any value that made a month of settlement
 *   cycles and the parcels' status search slower than planning them each time (ADR 0075).
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
  fields: Field[];
  /** Each column's parser, worked out once for each set of options it is run with. */
  parsersFor: WeakMap<object, (Parser | null)[]>;
}

interface Field {
  name: string;
  dataTypeID: number;
}

type Parser = (value: string, type: number) => unknown;

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

/**
 * Whether `db` runs in this process (the embedded database): a statement there costs no round
 * trip, only its own work, so a read that repeats one row beside many to save a statement
 * (ADR 0069) costs more than it saves.
 */
export function runsInProcess(db: object): boolean {
  return isEmbedded((db as { $client?: unknown }).$client);
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
  const columns = messages.find((message) => message.name === 'rowDescription') as
    { fields: Field[] } | undefined;
  const statement: Statement = {
    name,
    parameterTypes: parameters?.dataTypeIDs ?? [],
    fields: (columns?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
    parsersFor: new WeakMap(),
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
        plan === 'any value'
          ? [serialize.bind({ statement: known.name, values }), serialize.execute({})]
          : [
              serialize.parse({ text, types: known.parameterTypes }),
              serialize.bind({ values }),
              serialize.execute({}),
            ];
      const messages = await database.execProtocolStream(
        joined(plan === 'any value' ? [ONE_PLAN, ...run, PLAN_AS_BEFORE, SYNC] : [...run, SYNC]),
        { syncToFs: false },
      );
      await database.syncToFs();
      // The setting's own completions answer nothing: the statement's start at its bind.
      const from = plan === 'any value' ? indexOfNth(messages, 'bindComplete', 2) : 0;
      return resultOf<Row>(database, known, messages, from, options);
    }),
  );
}

const NO_OPTIONS = {};

/**
 * The statement's answer as PGlite's `query` gives it (rows as arrays or objects, each value
 * parsed as `query` parses it), from its messages from `from` on. PGlite's own reader merges its
 * hundreds of parsers into a new object for every statement, and looks each value's up again:
 * a tenth of the embedded server's time on a page of parcels. Here each column's parser is
 * found once per statement and set of options.
 */
function resultOf<Row>(
  database: Embedded,
  statement: Statement,
  messages: BackendMessage[],
  from: number,
  options: QueryOptions | undefined,
): Results<Row> {
  const key = options ?? NO_OPTIONS;
  let parsers = statement.parsersFor.get(key);
  if (parsers === undefined) {
    parsers = statement.fields.map(
      ({ dataTypeID }) =>
        (options?.parsers?.[dataTypeID] ??
          database.parsers[dataTypeID] ??
          types.parsers[dataTypeID] ??
          null) as Parser | null,
    );
    statement.parsersFor.set(key, parsers);
  }
  const { fields } = statement;
  const asArrays = options?.rowMode === 'array';
  const rows: unknown[] = [];
  for (let index = from; index < messages.length; index += 1) {
    const message = messages[index] as BackendMessage & {
      fields?: (string | null)[];
      text?: string;
    };
    if (message.name === 'dataRow') {
      const values = message.fields as (string | null)[];
      if (asArrays) {
        const row = new Array<unknown>(values.length);
        for (let column = 0; column < values.length; column += 1) {
          row[column] = parsedValue(values[column] as string | null, fields, parsers, column);
        }
        rows.push(row);
      } else {
        const row: Record<string, unknown> = {};
        for (let column = 0; column < values.length; column += 1) {
          row[(fields[column] as Field).name] = parsedValue(
            values[column] as string | null,
            fields,
            parsers,
            column,
          );
        }
        rows.push(row);
      }
    } else if (message.name === 'commandComplete') {
      // As PGlite's reader: "INSERT 0 3", "UPDATE 2", "SELECT 10".
      const words = (message.text as string).split(' ');
      const command = words[0] as string;
      const count = Number.parseInt(words[words.length - 1] as string, 10);
      const counted = ['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(command);
      return {
        rows: rows as Row[],
        fields,
        command,
        affectedRows: counted ? count : 0,
        ...(Number.isNaN(count) ? {} : { rowCount: count }),
      } as Results<Row>;
    }
  }
  return { rows: rows as Row[], fields, affectedRows: 0 };
}

function parsedValue(
  value: string | null,
  fields: Field[],
  parsers: (Parser | null)[],
  column: number,
): unknown {
  if (value === null) return null;
  const parser = parsers[column];
  return parser ? parser(value, (fields[column] as Field).dataTypeID) : value;
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
