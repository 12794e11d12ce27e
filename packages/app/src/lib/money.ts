/**
 * An amount as every screen shows money: two decimals, then its currency ("128.38 CAD"; order,
 * return and settlement totals CAD, parcel values CNY, deposits USD; spec 9). One rule, so the
 * same settlement reads the same on the dashboard, in billing and on its statement.
 */
export function money(amount: number | null | undefined, currency: string): string {
  return amount === null || amount === undefined ? '' : `${amount.toFixed(2)} ${currency}`;
}
