import { describe, expect, it } from 'vitest';
import { priceFor } from '../pricing/price.js';
import type { ExchangeRate } from '../pricing/price.js';
import { newPricingSchedule } from '../pricing/schedule.js';
import type { PricedLine } from '../pricing/types.js';
import { storageFee } from '../parcels/storage-fee.js';
import { orderQuote } from './quote.js';
import type { QuoteInput } from './quote.js';

const line: PricedLine = {
  schedule: newPricingSchedule(
    {
      global: {
        currency: 'CNY',
        base_price: 68,
        additional_weight_price: 24.5,
        unit: 0.5,
        per_unit: 'per_half_kg',
        volumetric_divisor: 6000,
      },
      exceptions: [
        {
          city_name: 'Toronto',
          city_zh_name: '多伦多',
          currency: 'CNY',
          base_price: 88,
          additional_weight_price: 30,
          unit: 1,
          per_unit: 'per_kg',
          volumetric_divisor: 5000,
        },
      ],
    },
    new Date('2026-09-01T00:00:00Z'),
  ),
  size: {
    min_weight: 0.1,
    max_weight: 30,
    max_volume: 0.5,
    max_volume_unit: 'cubic_m',
    max_single_length: 120,
    max_single_length_unit: 'cm',
    max_sum_three_side: 300,
    max_sum_three_side_unit: 'cm',
  },
};
const rate: ExchangeRate = { currency: 'CAD', rate: 0.1932, date: '2026-11-26' };
const at = new Date('2026-11-26T02:00:00Z');
const policy = {
  free_storage_duration: 30,
  free_storage_unit: 'days',
  overdue_storage_fee: 1.5,
  overdue_fee_frequency: 'day',
} as const;

const input = (extra: Partial<QuoteInput> = {}): QuoteInput => ({
  line,
  measures: { weight: 3.26, length: 40, width: 30, height: 25 },
  city: 'Vancouver',
  parcels: [
    { id: 100231, inbound_date: '2026-11-10' }, // 16 days: free
    { id: 100232, inbound_date: '2026-10-06' }, // 51 days: 21 overdue → 31.50 CNY
    { id: 100233, inbound_date: '2026-09-27' }, // 60 days: 30 overdue → 45.00 CNY
  ],
  storagePolicy: policy,
  additionalFees: [
    { title: '加固木架 Wooden crate', price: 12.5 },
    { title: '保险 Insurance', price: 3.2 },
  ],
  rate,
  at,
  ...extra,
});

describe('orderQuote', () => {
  it('prices the shipping exactly as the pricing engine does, converted at the rate of the day', () => {
    const result = orderQuote(input());
    if (!result.ok) throw new Error('refused');
    const engine = priceFor(line, input().measures, 'Vancouver', at, rate);
    if (!engine.ok) throw new Error('engine refused');
    expect(result.quote.shippingFee).toBe(engine.breakdown.converted?.total);
    expect(result.quote.shippingFeeCny).toBe(engine.breakdown.total);
    expect(result.quote.calculations).toEqual({
      actualWeight: engine.breakdown.actualWeight,
      volumetricWeight: engine.breakdown.volumetricWeight,
      chargeableWeight: engine.breakdown.chargeableWeight,
    });
  });

  it('adds the storage fees (yuan → CAD once) and the fees, to the cent', () => {
    const result = orderQuote(input());
    if (!result.ok) throw new Error('refused');
    // 5 kg chargeable (40×30×25/6000 = 5): 68 + 9 × 24.5 = 288.50 CNY → 55.7382 → 55.74 CAD.
    expect(result.quote.calculations.chargeableWeight).toBe(5);
    expect(result.quote.shippingFeeCny).toBe(288.5);
    expect(result.quote.shippingFee).toBe(55.74);
    expect(result.quote.storage.map((charge) => charge.overdueFee)).toEqual([0, 31.5, 45]);
    expect(result.quote.storage[1]).toEqual({
      parcel_id: 100232,
      ...storageFee('2026-10-06', at, policy),
    });
    // 76.50 CNY × 0.1932 = 14.7798 → 14.78 CAD.
    expect(result.quote.totalStorageFeeCny).toBe(76.5);
    expect(result.quote.totalStorageFee).toBe(14.78);
    expect(result.quote.additionalFees).toBe(15.7);
    expect(result.quote.totalPrice).toBe(86.22);
    expect(result.quote.currency).toBe('CAD');
    expect(result.quote.exchangeRate).toEqual(rate);
    expect(result.quote.pricingUsed).toBe('global');
  });

  it("uses the destination city's exception prices", () => {
    const result = orderQuote(input({ city: '多伦多' }));
    if (!result.ok) throw new Error('refused');
    // Divisor 5000: 40×30×25/5000 = 6 kg at 1 kg steps: 88 + 5 × 30 = 238 CNY → 45.9816 → 45.98 CAD.
    expect(result.quote.pricingUsed).toBe('exception:Toronto');
    expect(result.quote.calculations.chargeableWeight).toBe(6);
    expect(result.quote.shippingFee).toBe(45.98);
  });

  it('refuses a package the size constraints refuse, with every reason', () => {
    const result = orderQuote(
      input({ measures: { weight: 31, length: 130, width: 30, height: 25 } }),
    );
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== 'size') throw new Error('not a size refusal');
    expect(result.refusals.map((refusal) => refusal.rule)).toEqual([
      'max_weight',
      'max_single_length',
    ]);
  });

  it('lets a discount in, but not below 0', () => {
    const discounted = orderQuote(input({ additionalFees: [{ title: '老客户优惠', price: -20 }] }));
    expect(discounted.ok && discounted.quote.totalPrice).toBe(50.52);
    expect(orderQuote(input({ additionalFees: [{ title: '全免', price: -100 }] }))).toEqual({
      ok: false,
      reason: 'negative_total',
    });
  });
});
