import { describe, expect, it } from 'vitest';
import { emptyDraft, isDraftEmpty, normaliseDraft, withMainRoute, type WizardDraft } from './draft';
import { depositPaymentReference, formatUsd } from './deposit';

const chosen: WizardDraft = {
  ...emptyDraft(),
  mainRoute: { ...emptyDraft().mainRoute, arrival_country: 'CA', transport_method: 'air' },
  coverage: {
    all_provinces: false,
    provinces: [
      { id: 'CA-ON', name: 'Ontario', zh_name: '安大略省', all_cities: true, cities: [] },
    ],
  },
  pricing: { ...emptyDraft().pricing, base_price: '45' },
  deposit: { method: 'wechat', claimed_for: 'CA' },
};

describe('withMainRoute', () => {
  it('keeps coverage, exceptions and the claim while the destination stays', () => {
    const next = withMainRoute(chosen, { ...chosen.mainRoute, min_time: '3' });
    expect(next.coverage).toBe(chosen.coverage);
    expect(next.deposit.claimed_for).toBe('CA');
    expect(next.mainRoute.min_time).toBe('3');
  });

  it('empties what belonged to the old destination, keeping the prices', () => {
    const next = withMainRoute(chosen, { ...chosen.mainRoute, arrival_country: 'US' });
    expect(next.coverage.provinces).toEqual([]);
    expect(next.pricing.cities).toEqual([]);
    expect(next.pricing.base_price).toBe('45');
    expect(next.deposit).toEqual({ method: 'wechat', claimed_for: '' });
  });
});

describe('isDraftEmpty', () => {
  it.each([
    [emptyDraft(), true],
    [chosen, false],
    [{ ...emptyDraft(), warehouse: { warehouse_id: 'x' } }, false],
  ])('#%# → %s', (draft, empty) => {
    expect(isDraftEmpty(draft)).toBe(empty);
  });
});

describe('normaliseDraft', () => {
  it.each([null, 'text', 42, [], { mainRoute: 'x', coverage: { provinces: 'y' } }])(
    'makes a whole empty draft of %j',
    (stored) => {
      expect(isDraftEmpty(normaliseDraft(stored))).toBe(true);
    },
  );

  it('keeps a stored draft as it was', () => {
    expect(normaliseDraft(JSON.parse(JSON.stringify(chosen)))).toEqual(chosen);
  });

  it('falls back to Alipay for an unknown payment method', () => {
    expect(normaliseDraft({ deposit: { method: 'cash' } }).deposit.method).toBe('alipay');
  });
});

describe('deposit', () => {
  it('payment reference names route, merchant, cents and method', () => {
    expect(
      depositPaymentReference({
        merchantId: 'mer_maple',
        destination: 'ca',
        amount: 1299.5,
        method: 'wechat',
      }),
    ).toBe('JIYUN-DEPOSIT|CN-CA|mer_maple|129950USD|WECHAT');
  });

  it.each([
    [1500, 'en', '1,500.00'],
    [1299.5, 'zh-Hans', '1,299.50'],
    [0, 'en', '0.00'],
  ])('%d in %s reads %s', (amount, locale, text) => {
    expect(formatUsd(amount, locale)).toBe(text);
  });
});
