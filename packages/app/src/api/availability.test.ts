import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { onServiceUnavailable, reportIfUnavailable, UNAVAILABLE_NOTICE_MS } from './availability';

function answer(status: number, code: string): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('failed', String(status), config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data: { message: 'x', code },
  });
}

describe('reportIfUnavailable', () => {
  it('tells once per outage, and only of a 503 UNAVAILABLE', () => {
    let told = 0;
    const stop = onServiceUnavailable(() => (told += 1));
    const start = 1_000_000;
    reportIfUnavailable(answer(500, 'INTERNAL'), start);
    expect(told).toBe(0);
    reportIfUnavailable(answer(503, 'UNAVAILABLE'), start);
    reportIfUnavailable(answer(503, 'UNAVAILABLE'), start + 1_000);
    expect(told).toBe(1);
    reportIfUnavailable(answer(503, 'UNAVAILABLE'), start + UNAVAILABLE_NOTICE_MS);
    expect(told).toBe(2);
    stop();
    reportIfUnavailable(answer(503, 'UNAVAILABLE'), start + 3 * UNAVAILABLE_NOTICE_MS);
    expect(told).toBe(2);
  });
});
