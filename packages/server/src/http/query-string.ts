import { parse } from 'node:querystring';
import type { ParsedUrlQuery } from 'node:querystring';

/**
 * Parses a query string into an object without a prototype (Node's parser promises that): a
 * parameter named `toString`, `constructor` or `__proto__` is then only a key, never an
 * inherited method or a prototype setter. Repeated keys become lists, as with Fastify's parser.
 */
export function parseQueryString(text: string): ParsedUrlQuery {
  return parse(text);
}
