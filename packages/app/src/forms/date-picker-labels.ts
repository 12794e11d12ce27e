import type { DatePickerLabels } from '@jiyun/design-system';
import { languageFromStored } from '../i18n/language';

/** The calendar's own words, which each area keeps in its namespace. */
export type DatePickerWord =
  | 'previousMonth'
  | 'nextMonth'
  | 'chooseYear'
  | 'previousYears'
  | 'nextYears'
  | 'openCalendar'
  | 'calendar'
  | 'clear';

/** The calendar's words in the merchant's language: month and weekday names from Intl. */
export function datePickerLabels(
  word: (key: DatePickerWord) => string,
  languageCode: string,
): Partial<DatePickerLabels> {
  const locale = languageFromStored(languageCode) === 'zhHans' ? 'zh-Hans' : 'en';
  const month = new Intl.DateTimeFormat(locale, { month: 'long' });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  return {
    months: Array.from({ length: 12 }, (_, i) => month.format(new Date(2026, i, 1))),
    // 2026-01-05 is a Monday: the calendar starts its weeks on Monday.
    weekdaysShort: Array.from({ length: 7 }, (_, i) => weekday.format(new Date(2026, 0, 5 + i))),
    previousMonth: word('previousMonth'),
    nextMonth: word('nextMonth'),
    chooseYear: word('chooseYear'),
    previousYears: word('previousYears'),
    nextYears: word('nextYears'),
    openCalendar: word('openCalendar'),
    calendar: word('calendar'),
    clear: word('clear'),
  };
}
