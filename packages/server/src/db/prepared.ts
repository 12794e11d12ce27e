import { createHash } from 'node:crypto';

/** What drizzle's query builders offer for preparing: the SQL they render, and `prepare`. */
interface Preparable<Prepared> {
  toSQL(): { sql: string };
  prepare(name: string): Prepared;
}

/**
 * Prepares a query under a name taken from its SQL text. On PostgreSQL the driver then parses it
 * once per connection and later sends only the name and the values; drizzle never renders it
 * again. The name follows the text, so two repositories (or two apps on one pool, as in tests)
 * that build the same statement share it, and two different statements can never collide —
 * node-postgres refuses one name used for two texts on one connection.
 */
export function prepareNamed<Prepared>(query: Preparable<Prepared>): Prepared {
  const digest = createHash('sha1').update(query.toSQL().sql).digest('hex');
  return query.prepare(`j_${digest.slice(0, 24)}`);
}

/**
 * One prepared statement per shape of a request (which filters are set, which search field):
 * the hot list reads build each shape on its first request and reuse it after (ADR 0068). The
 * cache is bounded by construction: a shape key is made of flags and field names only, never of
 * values a client sends, so a list has a few dozen shapes at most.
 */
export function preparedByShape<Shape, Prepared>(
  keyOf: (shape: Shape) => string,
  build: (shape: Shape) => Prepared,
): (shape: Shape) => Prepared {
  const built = new Map<string, Prepared>();
  return (shape) => {
    const key = keyOf(shape);
    let prepared = built.get(key);
    if (prepared === undefined) {
      prepared = build(shape);
      built.set(key, prepared);
    }
    return prepared;
  };
}
