import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.js';

const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: select 1\nparams: '), { query: 'select 1', cause });
const pgError = (code: string, message = 'error') =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });

describe('isDatabaseUnavailable', () => {
  it.each<[string, unknown, boolean]>([
    ['a refused connection', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), true],
    [
      'each address refused (AggregateError)',
      new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })], ''),
      true,
    ],
    [
      'a failed query over a dropped socket',
      failedQuery(new Error('Connection terminated unexpectedly')),
      true,
    ],
    ['the pool giving up connecting', new Error('timeout exceeded when trying to connect'), true],
    [
      'the server shutting down (57P01)',
      failedQuery(pgError('57P01', 'terminating connection')),
      true,
    ],
    [
      'the server starting up (57P03)',
      pgError('57P03', 'the database system is starting up'),
      true,
    ],
    ['too many connections (53300)', pgError('53300'), true],
    ['a connection exception (08006)', pgError('08006'), true],
    ['a unique violation (23505)', failedQuery(pgError('23505')), false],
    ['a syntax error (42601)', failedQuery(pgError('42601')), false],
    ['a bug', new TypeError('x is not a function'), false],
    ['nothing', null, false],
  ])('%s: %s', (_case, error, unavailable) => {
    expect(isDatabaseUnavailable(error)).toBe(unavailable);
  });
});
