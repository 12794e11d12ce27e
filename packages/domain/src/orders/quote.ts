import { storageFee } from '../parcels/storage-fee.js';
import type { StorageFeePolicy } from '../parcels/storage-fee.js';
import { convertMinorUnits, priceFor, toMinorUnits } from '../pricing/price.js';
import type { ExchangeRate } from '../pricing/price.js';
import type { SizeRefusal } from '../pricing/size.js';
import type { PackageMeasures, PricedLine } from '../pricing/types.js';
import { additionalFeesCents } from './schemas.js';
import type { AdditionalFee, ParcelStorageCharge, PriceQuote } from './types.js';

/** What a quote prices: the package, the order's line and destination, its parcels, the rate. */
export interface QuoteInput {
  line: PricedLine;
  measures: PackageMeasures;
  /** The receiver's city: its exception prices apply when the line has them. */
  city: string | null;
  parcels: readonly { id: number; inbound_date: string }[];
  storagePolicy: StorageFeePolicy;
  additionalFees: readonly AdditionalFee[];
  /** CAD per CNY, the platform's rate of the day (A21). */
  rate: ExchangeRate;
  at: Date;
}

export type QuoteResult =
  | { ok: true; quote: PriceQuote }
  | { ok: false; reason: 'size'; refusals: SizeRefusal[] }
  | { ok: false; reason: 'negative_total' };

/**
 * An order's quote (spec 3 Price quote, ADR 0056): the shipping fee from the pricing engine on
 * the line's prices in force at `at` (the destination city's exception prices, the size
 * constraints), each parcel's overdue storage fee from the warehouse's free period, both in yuan
 * and converted to CAD at the rate of the day — each total converted once, rounded half up to the
 * cent — plus the additional fees, in CAD. Every sum is in whole cents, so the parts add up to
 * the total exactly.
 */
export function orderQuote(input: QuoteInput): QuoteResult {
  const priced = priceFor(input.line, input.measures, input.city, input.at, input.rate);
  if (!priced.ok) return { ok: false, reason: 'size', refusals: priced.refusals };
  const { breakdown } = priced;
  const shippingCents = Math.round((breakdown.converted?.total ?? 0) * 100);
  const storage: ParcelStorageCharge[] = input.parcels.map((parcel) => {
    const fee = storageFee(parcel.inbound_date, input.at, input.storagePolicy);
    return { parcel_id: parcel.id, ...fee };
  });
  const storageFen = storage.reduce((sum, charge) => sum + toMinorUnits(charge.overdueFee), 0);
  const storageCents = convertMinorUnits(storageFen, input.rate.rate);
  const feesCents = additionalFeesCents(input.additionalFees);
  const totalCents = shippingCents + storageCents + feesCents;
  if (totalCents < 0) return { ok: false, reason: 'negative_total' };
  return {
    ok: true,
    quote: {
      totalPrice: totalCents / 100,
      shippingFee: shippingCents / 100,
      totalStorageFee: storageCents / 100,
      additionalFees: feesCents / 100,
      currency: input.rate.currency,
      calculations: {
        actualWeight: breakdown.actualWeight,
        volumetricWeight: breakdown.volumetricWeight,
        chargeableWeight: breakdown.chargeableWeight,
      },
      exchangeRate: { currency: input.rate.currency, rate: input.rate.rate, date: input.rate.date },
      shippingFeeCny: breakdown.total,
      totalStorageFeeCny: storageFen / 100,
      storage,
      pricingUsed: breakdown.pricingUsed,
    },
  };
}
