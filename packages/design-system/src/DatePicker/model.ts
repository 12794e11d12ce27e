/** Midnight of the same calendar day, in local time. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

export function isSameDay(a: Date | null | undefined, b: Date | null | undefined): boolean {
  return (
    !!a &&
    !!b &&
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/** The same day `months` later, or the month's last day when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(date: Date, months: number): Date {
  const first = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(first.getFullYear(), first.getMonth() + 1, 0).getDate();
  return new Date(first.getFullYear(), first.getMonth(), Math.min(date.getDate(), lastDay));
}

/** Monday = 0 … Sunday = 6. */
export function weekdayFromMonday(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/** The 42 days (6 weeks, Monday first) shown for a month: its weeks plus days around it. */
export function monthGrid(year: number, month: number): Date[] {
  const first = new Date(year, month, 1);
  const start = addDays(first, -weekdayFromMonday(first));
  return Array.from({ length: 42 }, (_, index) => addDays(start, index));
}

/** First year of the 12-year page holding `year` (pages start at multiples of 12). */
export function yearPageStart(year: number): number {
  return Math.floor(year / 12) * 12;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * How a date field writes and reads its days: the product names the format per page (a
 * Chinese page writes the year first), so the field takes it rather than knowing languages.
 */
export type DateFormat = 'DD/MM/YYYY' | 'YYYY-MM-DD';

/** A day's three numbers, as typed. */
interface DayParts {
  day: number;
  month: number;
  year: number;
}

/**
 * Each format's written day (day and month may be typed with one digit), how its three numbers
 * read as a day, and how a day is written.
 */
const FORMATS: Record<
  DateFormat,
  { pattern: string; read: (numbers: number[]) => DayParts; write: (date: Date) => string }
> = {
  'DD/MM/YYYY': {
    pattern: '(\\d{1,2})/(\\d{1,2})/(\\d{4})',
    read: ([day = 0, month = 0, year = 0]) => ({ day, month, year }),
    write: (date) =>
      `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`,
  },
  'YYYY-MM-DD': {
    pattern: '(\\d{4})-(\\d{1,2})-(\\d{1,2})',
    read: ([year = 0, month = 0, day = 0]) => ({ day, month, year }),
    write: (date) =>
      `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
  },
};

/** `date` written in `format` (DD/MM/YYYY unless told). */
export function formatDate(date: Date, format: DateFormat = 'DD/MM/YYYY'): string {
  return FORMATS[format].write(date);
}

/** The day three typed numbers name in `format`, or `null` when no such day exists (31/04). */
function realDay(typed: string[], format: DateFormat): Date | null {
  const { day, month, year } = FORMATS[format].read(typed.map(Number));
  const date = new Date(year, month - 1, day);
  date.setFullYear(year);
  const real =
    date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** A real calendar day written in `format` (DD/MM/YYYY unless told), else `null`. */
export function parseDate(text: string, format: DateFormat = 'DD/MM/YYYY'): Date | null {
  const match = new RegExp(`^${FORMATS[format].pattern}$`).exec(text.trim());
  return match ? realDay(match.slice(1, 4), format) : null;
}

/** Whether `date`'s day lies outside the allowed days. */
export function isOutOfRange(date: Date, min?: Date | null, max?: Date | null): boolean {
  const day = startOfDay(date).getTime();
  return (!!min && day < startOfDay(min).getTime()) || (!!max && day > startOfDay(max).getTime());
}

/** `date` moved to the nearest allowed day. */
export function clampDate(date: Date, min?: Date | null, max?: Date | null): Date {
  if (min && startOfDay(date) < startOfDay(min)) return startOfDay(min);
  if (max && startOfDay(date) > startOfDay(max)) return startOfDay(max);
  return date;
}

export interface DateRange {
  /** First day, or `null` when not chosen. */
  from: Date | null;
  /** Last day, or `null` when not chosen. */
  to: Date | null;
}

/**
 * The range after a day is picked: a first pick (or a pick after a finished range) starts a
 * new range; a second pick ends it, the two days swapped when picked backwards.
 */
export function pickRangeDay(range: DateRange, day: Date): DateRange {
  if (!range.from || range.to) return { from: day, to: null };
  return startOfDay(day) < startOfDay(range.from)
    ? { from: day, to: range.from }
    : { from: range.from, to: day };
}

/** Whether `day` is within the range (both ends included). */
export function isInRange(day: Date, range: DateRange): boolean {
  if (!range.from || !range.to) return isSameDay(day, range.from);
  const t = startOfDay(day).getTime();
  return t >= startOfDay(range.from).getTime() && t <= startOfDay(range.to).getTime();
}

export const RANGE_SEPARATOR = ' – ';

/** `from – to` in `format` (DD/MM/YYYY unless told); an open end is left empty. */
export function formatRange({ from, to }: DateRange, format: DateFormat = 'DD/MM/YYYY'): string {
  if (!from && !to) return '';
  const end = (date: Date | null) => (date ? formatDate(date, format) : '');
  return `${end(from)}${RANGE_SEPARATOR}${end(to)}`.trim();
}

/**
 * Two dates in `format` separated by a dash (any of - – —), in order; otherwise `null`. The
 * dates are matched whole, so a dash inside a YYYY-MM-DD date is not taken for the separator.
 */
export function parseRange(text: string, format: DateFormat = 'DD/MM/YYYY'): DateRange | null {
  const { pattern } = FORMATS[format];
  const match = new RegExp(`^${pattern}\\s*[-–—]\\s*${pattern}$`).exec(text.trim());
  if (!match) return null;
  const from = realDay(match.slice(1, 4), format);
  const to = realDay(match.slice(4, 7), format);
  if (!from || !to) return null;
  return from <= to ? { from, to } : { from: to, to: from };
}
