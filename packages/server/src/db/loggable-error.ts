const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The SQLSTATE of a database error, on the error or the driver error it wraps. */
function sqlStateOf(error: object): string | undefined {
  for (let current: unknown = error, depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    // PostgreSQL's errors (pg and PGlite alike) carry a severity; Node's EPIPE does not.
    const { code, cause, severity } = current as {
      code?: unknown;
      cause?: unknown;
      severity?: unknown;
    };
    if (typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string') {
      return code;
    }
    current = cause;
  }
  return undefined;
}

/**
 * What the log keeps of an unexpected error. A failed query's message carries its SQL and the
 * values bound to it (drizzle: "Failed query: … params: …"; PostgreSQL's detail quotes the
 * row), which are customers' data: the log gets the SQLSTATE code and the call stack instead.
 */
export function loggableError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const sqlState = sqlStateOf(error);
  const isQuery = 'query' in error && 'params' in error;
  if (sqlState === undefined && !isQuery) return error;
  const { name, stack } = error as { name?: unknown; stack?: unknown };
  const frames =
    typeof stack === 'string'
      ? stack
          .split('\n')
          .filter((line) => line.trimStart().startsWith('at '))
          .join('\n')
      : undefined;
  return {
    type: typeof name === 'string' ? name : 'Error',
    message: `Database error ${sqlState ?? '(no SQLSTATE)'}`,
    code: sqlState,
    stack: frames,
  };
}
