import { describe, expect, it } from 'vitest';
import enOrders from '../i18n/locales/en/orders.json';
import enWarehouses from '../i18n/locales/en/warehouses.json';
import zhOrders from '../i18n/locales/zhHans/orders.json';
import zhWarehouses from '../i18n/locales/zhHans/warehouses.json';
import {
  dateFromIso,
  dateTime,
  isoFromDate,
  pickerDateFormat,
  tableDate,
  timeOfDay,
} from './dates';

describe('dates', () => {
  it.each([
    ['2026-11-21', 'en', '11/21/2026'],
    ['2026-11-21', 'zhHans', '2026-11-21'],
    ['2026-01-05T10:00:00.000Z', 'en', '01/05/2026'],
    ['2026-01-05T10:00:00.000Z', 'zhHans', '2026-01-05'],
    ['', 'en', ''],
    ['', 'zhHans', ''],
    [null, 'en', ''],
    [null, 'zhHans', ''],
    ['21/11/2026', 'en', ''],
    ['21/11/2026', 'zhHans', ''],
  ] as const)('tableDate(%j, %s) → %j', (value, language, expected) => {
    expect(tableDate(value, language)).toBe(expected);
  });

  it.each([
    ['en', 'DD/MM/YYYY'],
    ['zhHans', 'YYYY-MM-DD'],
  ] as const)('a %s picker reads and writes %s', (language, format) => {
    expect(pickerDateFormat(language)).toBe(format);
  });

  // The placeholders and messages are words in the locale files: they must name the format the
  // picker of the same page reads, or a merchant would be told to type what is refused.
  it.each([
    ['en', enOrders, enWarehouses],
    ['zhHans', zhOrders, zhWarehouses],
  ] as const)(
    '%s picker placeholders and messages name its format',
    (language, orders, warehouses) => {
      const format = pickerDateFormat(language);
      const other = pickerDateFormat(language === 'en' ? 'zhHans' : 'en');
      const texts = [
        orders.list.createdRangePlaceholder,
        orders.list.createdRangeInvalid,
        warehouses.inventory.receivedRangePlaceholder,
        warehouses.inventory.receivedRangeInvalid,
        warehouses.parcel.datePicker.placeholder,
        warehouses.parcel.datePicker.invalid,
      ];
      for (const text of texts) {
        expect(text).toContain(format);
        expect(text).not.toContain(other);
      }
    },
  );

  it.each([
    // An English page: the spec's times with AM/PM.
    ['2026-11-18T02:30:00.000Z', 'en', '2026-11-18 2:30 AM'],
    ['2026-11-18T14:05:00.000Z', 'en', '2026-11-18 2:05 PM'],
    ['2026-11-18T00:00:00.000Z', 'en', '2026-11-18 12:00 AM'],
    ['2026-11-18T12:00:00.000Z', 'en', '2026-11-18 12:00 PM'],
    ['2026-11-20T01:05:00.000Z', 'en', '2026-11-20 1:05 AM'],
    ['2026-11-20T21:30:00.000Z', 'en', '2026-11-20 9:30 PM'],
    ['2026-01-02T00:00:00.000Z', 'en', '2026-01-02 12:00 AM'],
    ['not a date', 'en', ''],
    [null, 'en', ''],
    // A Chinese page: the 24-hour clock, midnight as 00:00.
    ['2026-11-18T02:30:00.000Z', 'zhHans', '2026-11-18 02:30'],
    ['2026-11-18T14:05:00.000Z', 'zhHans', '2026-11-18 14:05'],
    ['2026-11-18T00:00:00.000Z', 'zhHans', '2026-11-18 00:00'],
    ['2026-11-18T12:00:00.000Z', 'zhHans', '2026-11-18 12:00'],
    ['2026-11-20T21:30:00.000Z', 'zhHans', '2026-11-20 21:30'],
    ['not a date', 'zhHans', ''],
    [null, 'zhHans', ''],
  ] as const)('dateTime(%j, %s) → %j', (iso, language, expected) => {
    expect(dateTime(iso, language, 'UTC')).toBe(expected);
  });

  it('dateTime shows the moment in the time zone it is given', () => {
    expect(dateTime('2026-11-20T16:30:00.000Z', 'zhHans', 'Asia/Shanghai')).toBe(
      '2026-11-21 00:30',
    );
    expect(dateTime('2026-11-20T16:30:00.000Z', 'en', 'Asia/Shanghai')).toBe('2026-11-21 12:30 AM');
  });

  it.each([
    ['2026-11-20T14:05:09.000Z', 'en', '14:05:09'],
    ['2026-11-20T14:05:09.000Z', 'zhHans', '14:05:09'],
    ['2026-11-20T00:00:05.000Z', 'en', '00:00:05'],
    ['2026-11-20T00:00:05.000Z', 'zhHans', '00:00:05'],
  ] as const)('timeOfDay(%j, %s) → %j', (iso, language, expected) => {
    expect(timeOfDay(iso, language, 'UTC')).toBe(expected);
  });

  it.each(['2026-11-21', '2024-02-29', '2026-01-01'])(
    '%s survives a date picker round trip',
    (iso) => {
      expect(isoFromDate(dateFromIso(iso))).toBe(iso);
    },
  );

  it.each([[''], ['soon'], [null]])('%j is no date', (value) => {
    expect(dateFromIso(value)).toBeNull();
    expect(isoFromDate(null)).toBe('');
  });
});
