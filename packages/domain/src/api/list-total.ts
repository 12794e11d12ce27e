/**
 * A list total that has to be counted (a search, a date range) is counted up to this many and no
 * further (ADR 0039, ADR 0060): the database stops reading there. A total kept by counters (the
 * whole list, a status filter) is exact whatever its size.
 */
export const LIST_TOTAL_CAP = 10_000;

/** A list's total as a page says it: the amount, and whether it means "at least". */
export interface ListTotal {
  amount: number;
  /** The count reached `LIST_TOTAL_CAP`: there are at least `amount`, maybe many more. */
  capped: boolean;
}

/**
 * The total of a list answer. `counted` says the server counted it (capped) rather than read it
 * from counters (exact): only a counted total at the cap is "at least".
 */
export function listTotal(results: number, counted: boolean): ListTotal {
  return counted && results >= LIST_TOTAL_CAP
    ? { amount: LIST_TOTAL_CAP, capped: true }
    : { amount: results, capped: false };
}

/**
 * How a total reads in the page's language (`en` or `zh-Hans`): grouped digits, and a "+" after
 * a capped one — "10,000+" in both languages, as Chinese back-offices write it too.
 */
export function listTotalText(total: ListTotal, locale: string): string {
  const figure = new Intl.NumberFormat(locale).format(total.amount);
  return total.capped ? `${figure}+` : figure;
}
