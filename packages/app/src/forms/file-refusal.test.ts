import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { fileRefusalOf } from './file-refusal';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

describe('fileRefusalOf', () => {
  it.each([
    [
      '413',
      answered(413, { message: 'Image is larger than 4 MB.', code: 'PAYLOAD_TOO_LARGE' }),
      'tooLarge',
    ],
    [
      '415',
      answered(415, { message: 'Image must be JPG or PNG.', code: 'UNSUPPORTED_MEDIA_TYPE' }),
      'wrongType',
    ],
    ['409', answered(409, { message: 'Name taken.', code: 'CONFLICT' }), null],
    ['500', answered(500, {}), null],
    ['no answer', new AxiosError('Network Error', 'ERR_NETWORK'), null],
    ['nothing', null, null],
  ])('%s → %s', (_case, error, refusal) => {
    expect(fileRefusalOf(error)).toBe(refusal);
  });
});
