import { SHIPPING_LINE_ORIGIN, type DepositPaymentMethod } from '@jiyun/domain';

/**
 * What the payment code carries: who pays, for which route, how much and how, so platform staff
 * can match the incoming payment to the merchant's claim (A20). Amount in US cents.
 */
export function depositPaymentReference({
  merchantId,
  destination,
  amount,
  method,
}: {
  merchantId: string;
  destination: string;
  amount: number;
  method: DepositPaymentMethod;
}): string {
  const cents = Math.round(amount * 100);
  return [
    'JIYUN-DEPOSIT',
    `${SHIPPING_LINE_ORIGIN}-${destination.toUpperCase()}`,
    merchantId,
    `${String(cents)}USD`,
    method.toUpperCase(),
  ].join('|');
}

/** An amount of US dollars with two decimals and thousands separators: 1,500.00. */
export function formatUsd(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
