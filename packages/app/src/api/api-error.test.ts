import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { readApiFailure, type ApiFailure } from './api-error';

function answered(status: number, data: unknown, headers: Record<string, string> = {}): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = {
    status,
    statusText: '',
    data,
    headers,
    config,
  };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
}

const none: ApiFailure = {
  status: null,
  code: null,
  message: null,
  retryAfterSeconds: null,
  details: [],
};

describe('readApiFailure', () => {
  it.each<[string, unknown, ApiFailure]>([
    ['a plain Error', new Error('boom'), none],
    ['a network failure', new AxiosError('Network Error', 'ERR_NETWORK'), none],
    [
      'bad credentials',
      answered(403, { message: 'Invalid username or password.', code: 'INVALID_CREDENTIALS' }),
      {
        ...none,
        status: 403,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid username or password.',
      },
    ],
    [
      'rate limited with Retry-After',
      answered(
        429,
        { message: 'Too many attempts. Try again in 60 seconds.', code: 'RATE_LIMITED' },
        { 'retry-after': '60' },
      ),
      {
        ...none,
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Try again in 60 seconds.',
        retryAfterSeconds: 60,
      },
    ],
    [
      'validation details, keeping only well-formed ones',
      answered(400, {
        message: 'Invalid request.',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'identifier', message: 'Required.' }, { field: 3 }],
      }),
      {
        ...none,
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Invalid request.',
        details: [{ field: 'identifier', message: 'Required.' }],
      },
    ],
    [
      'an HTML error page from a proxy',
      answered(502, '<html>Bad gateway</html>'),
      { ...none, status: 502 },
    ],
    [
      'a blank message',
      answered(500, { message: '  ', code: 'INTERNAL' }),
      { ...none, status: 500, code: 'INTERNAL' },
    ],
  ])('%s', (_name, error, expected) => {
    expect(readApiFailure(error)).toEqual(expected);
  });
});
