import type { DateFormat } from '@jiyun/design-system';
import type { Language } from '../i18n/language';

/*
 * How the page's language writes dates and times (A50): a Chinese page writes every day year
 * first (YYYY-MM-DD) and every time on the 24-hour clock; an English page keeps the spec's
 * formats (spec 9): MM/DD/YYYY in tables, DD/MM/YYYY typed in pickers, times with AM/PM.
 */

/** Dates the API sends and takes (YYYY-MM-DD) ⇄ the local day a date picker shows. */
export function dateFromIso(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

export function isoFromDate(date: Date | null): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A day in a table or beside a figure: MM/DD/YYYY on an English page, YYYY-MM-DD on a Chinese
 * one; anything unreadable shows empty (spec 8). The day is the one the API wrote, whatever
 * the browser's time zone.
 */
export function tableDate(value: string | null | undefined, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return '';
  const [, year, month, day] = match;
  return language === 'en' ? `${month}/${day}/${year}` : `${year}-${month}-${day}`;
}

/** How a date picker shows and reads its days: typed DD/MM/YYYY in English, year first in Chinese. */
export function pickerDateFormat(language: Language): DateFormat {
  return language === 'en' ? 'DD/MM/YYYY' : 'YYYY-MM-DD';
}

/**
 * A moment outside tables and pickers (an order's history, a notification): `YYYY-MM-DD h:mm AM`
 * on an English page, `YYYY-MM-DD HH:mm` on a Chinese one, in the browser's time zone unless one
 * is given (tests fix it); anything unreadable shows empty.
 */
export function dateTime(
  iso: string | null | undefined,
  language: Language,
  timeZone?: string,
): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const english = language === 'en';
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: english ? 'numeric' : '2-digit',
      minute: '2-digit',
      // h23, not hour12: false: some engines write midnight as 24:00 under the latter.
      ...(english ? { hour12: true } : { hourCycle: 'h23' as const }),
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  return english
    ? `${day} ${parts.hour}:${parts.minute} ${String(parts.dayPeriod).toUpperCase()}`
    : `${day} ${parts.hour}:${parts.minute}`;
}

/**
 * The time of day a parcel was received in this batch (hh:mm:ss, 24-hour on both pages, as the
 * new-parcel page has always shown it), in the browser's time zone unless one is given.
 */
export function timeOfDay(iso: string, language: Language, timeZone?: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-Hans', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
