import { describe, expect, it } from 'vitest';
import { csvField, orderCsvHeader, orderCsvLine, tableDate } from './csv.js';

describe('csvField', () => {
  it.each([
    ['王小明', '王小明'],
    ['Wang, Xiaoming', '"Wang, Xiaoming"'],
    ['The "big" box', '"The ""big"" box"'],
    ['line\nbreak', '"line\nbreak"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1 604-555-0142', "'+1 604-555-0142"],
    [null, ''],
    [42.5, '42.5'],
  ] as const)('%j → %s', (value, field) => {
    expect(csvField(value)).toBe(field);
  });
});

describe('order CSV', () => {
  it('writes the row keys as the header and each row in the list order', () => {
    expect(orderCsvHeader()).toBe(
      'orderNo,tracking_number,route_code,username,created_at,status,total_price\r\n',
    );
    expect(
      orderCsvLine({
        id: '3f2c9a1e-7b4d-4c8e-9f10-2a3b4c5d6e7f',
        orderNo: '2600017',
        tracking_number: 'YT2611260012345678',
        status: 'shipped',
        created_at: '2026-11-20T03:15:00.000Z',
        customers: { id: '5b1c9a1e-7b4d-4c8e-9f10-2a3b4c5d6e7f', username: 'wang.xiaoming' },
        shipping_lines: {
          id: '6c2c9a1e-7b4d-4c8e-9f10-2a3b4c5d6e7f',
          shipping_route: { code: 'CN-CA-A-G' },
        },
        total_price: 86.2,
      }),
    ).toBe('2600017,YT2611260012345678,CN-CA-A-G,wang.xiaoming,11/20/2026,shipped,86.20\r\n');
  });

  it('dates tables MM/DD/YYYY', () => {
    expect(tableDate('2026-01-05T23:59:00.000Z')).toBe('01/05/2026');
  });
});
