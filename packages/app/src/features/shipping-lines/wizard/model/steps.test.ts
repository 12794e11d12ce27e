import type { WarehouseShippingLine } from '@jiyun/domain';
import { describe, expect, it } from 'vitest';
import { emptyDraft, newExceptionCity, type WizardDraft } from './draft';
import {
  draftBody,
  draftRouteCode,
  isStepComplete,
  warehousesWithRoute,
  mainRouteBody,
  nextStep,
  previousStep,
  pricingBody,
  reachableStep,
  typedNumber,
} from './steps';

const warehouseId = '0d9b8a1e-1111-4c2b-8f00-000000000001';

function complete(): WizardDraft {
  return {
    mainRoute: {
      name: '深圳—温哥华空运普货物流专线',
      arrival_country: 'CA',
      transport_method: 'air',
      goods_type: 'general',
      min_time: '5',
      min_days_unit: 'days',
      max_time: '2',
      max_days_unit: 'weeks',
    },
    coverage: {
      all_provinces: false,
      provinces: [
        {
          id: 'CA-BC',
          name: 'British Columbia',
          zh_name: '不列颠哥伦比亚省',
          all_cities: false,
          cities: [{ id: 'CA-BC-VANCOUVER', name: 'Vancouver', zh_name: '温哥华' }],
        },
      ],
    },
    pricing: {
      base_price: '45',
      unit: '0.5',
      additional_weight_price: '12.5',
      per_unit: 'per_half_kg',
      volumetric_divisor: '5000',
      cities: [],
    },
    warehouse: { warehouse_id: warehouseId },
    deposit: { method: 'alipay', claimed_for: 'CA' },
  };
}

describe('typedNumber', () => {
  it.each([
    ['', undefined],
    ['.', undefined],
    ['12', 12],
    ['12.5', 12.5],
    [' 7 ', 7],
    ['abc', undefined],
  ])('%j → %j', (text, number) => {
    expect(typedNumber(text)).toBe(number);
  });
});

describe('step order', () => {
  it.each([
    ['main', null, 'coverage'],
    ['coverage', 'main', 'pricing'],
    ['deposit', 'warehouse', 'review'],
    ['review', 'deposit', null],
  ] as const)('%s: back to %s, next %s', (step, back, next) => {
    expect(previousStep(step)).toBe(back);
    expect(nextStep(step)).toBe(next);
  });
});

describe('isStepComplete', () => {
  const change = (edit: (draft: WizardDraft) => void): WizardDraft => {
    const draft = complete();
    edit(draft);
    return draft;
  };
  it.each([
    ['main', complete(), true],
    ['main', change((d) => (d.mainRoute.goods_type = '')), false],
    ['main', change((d) => (d.mainRoute.min_time = '0')), false],
    // A18: 5 days is less than 2 weeks, but 3 weeks is not.
    ['main', change((d) => (d.mainRoute.min_days_unit = 'weeks')), false],
    ['main', change((d) => (d.mainRoute.max_time = '')), false],
    ['coverage', complete(), true],
    ['coverage', change((d) => (d.coverage.provinces = [])), false],
    [
      'coverage',
      change((d) => {
        const province = d.coverage.provinces[0];
        if (province) province.cities = [];
      }),
      false,
    ],
    ['pricing', complete(), true],
    ['pricing', change((d) => (d.pricing.base_price = '0')), false],
    ['pricing', change((d) => (d.pricing.volumetric_divisor = '')), false],
    ['pricing', change((d) => (d.pricing.additional_weight_price = '00')), false],
    // A19: an exception city may be free, but its divisor must be above 0.
    [
      'pricing',
      change(
        (d) =>
          (d.pricing.cities = [
            newExceptionCity({ id: 'x', name: 'Toronto', zh_name: '多伦多' }, 'Ontario'),
          ]),
      ),
      true,
    ],
    [
      'pricing',
      change(
        (d) =>
          (d.pricing.cities = [
            {
              ...newExceptionCity({ id: 'x', name: 'Toronto', zh_name: '多伦多' }, 'Ontario'),
              volumetric_divisor: '0',
            },
          ]),
      ),
      false,
    ],
    ['warehouse', complete(), true],
    ['warehouse', change((d) => (d.warehouse.warehouse_id = '')), false],
    ['deposit', complete(), true],
    // A claim for another destination does not count.
    ['deposit', change((d) => (d.deposit.claimed_for = 'US')), false],
    ['review', complete(), false],
  ] as const)('%s of draft #%# → %s', (step, draft, expected) => {
    expect(isStepComplete(draft, step)).toBe(expected);
  });
});

describe('reachableStep', () => {
  it.each([
    [emptyDraft(), 'main', 'main'],
    [emptyDraft(), 'review', 'main'],
    [{ ...complete(), pricing: emptyDraft().pricing }, 'warehouse', 'pricing'],
    [{ ...complete(), pricing: emptyDraft().pricing }, 'coverage', 'coverage'],
    [complete(), 'review', 'review'],
    [{ ...complete(), deposit: emptyDraft().deposit }, 'review', 'deposit'],
  ] as const)('draft #%# asking for %s opens %s', (draft, wanted, opened) => {
    expect(reachableStep(draft, wanted)).toBe(opened);
  });
});

describe('request bodies', () => {
  it('sends China as origin, numbers as numbers and the name customers see (A49)', () => {
    expect(mainRouteBody(complete().mainRoute)).toEqual({
      departing_country: 'CN',
      arrival_country: 'CA',
      transport_method: 'air',
      goods_type: 'general',
      min_time: 5,
      min_days_unit: 'days',
      max_time: 2,
      max_days_unit: 'weeks',
      name: '深圳—温哥华空运普货物流专线',
    });
    // The first step is complete only with a name.
    const unnamed = { ...complete(), mainRoute: { ...complete().mainRoute, name: '  ' } };
    expect(isStepComplete(unnamed, 'main')).toBe(false);
  });

  it('leaves cities out without exceptions and sends them with their province', () => {
    expect(pricingBody(complete().pricing)).toEqual({
      currency: 'CNY',
      base_price: 45,
      unit: 0.5,
      additional_weight_price: 12.5,
      per_unit: 'per_half_kg',
      volumetric_divisor: 5000,
    });
    const withToronto = {
      ...complete().pricing,
      cities: [
        newExceptionCity({ id: 'CA-ON-TORONTO', name: 'Toronto', zh_name: '多伦多' }, 'Ontario'),
      ],
    };
    expect(pricingBody(withToronto).cities).toEqual([
      {
        city_name: 'Toronto',
        province_name: 'Ontario',
        base_price: 0,
        unit: 1,
        additional_weight_price: 0,
        per_unit: 'per_kg',
        volumetric_divisor: 5000,
      },
    ]);
  });

  it('is whole only when the four parts are complete', () => {
    expect(draftBody(complete())?.warehouse).toEqual({ warehouse_id: warehouseId });
    expect(draftBody(complete())?.coverage.provinces[0]?.city_names).toEqual(['Vancouver']);
    expect(draftBody({ ...complete(), warehouse: { warehouse_id: '' } })).toBeNull();
  });

  it('carries the deposit payment once the merchant said they paid for this destination (A49)', () => {
    const paid = { ...complete(), deposit: { method: 'wechat' as const, claimed_for: 'CA' } };
    expect(draftBody(paid)?.deposit).toEqual({ method: 'wechat' });
    const elsewhere = { ...paid, deposit: { method: 'wechat' as const, claimed_for: 'GB' } };
    expect(draftBody(elsewhere)?.deposit).toBeUndefined();
  });
});

describe('warehousesWithRoute', () => {
  const line = (
    warehouse_id: string,
    route_code: string,
    status: WarehouseShippingLine['status'] = 'active',
  ) => ({ warehouse_id, route_code, status });
  it.each<[string, ReturnType<typeof line>[], string | null, string[]]>([
    ['none before the route is chosen', [line('w1', 'CN-CA-A-G')], null, []],
    [
      'the warehouse of a line on the route',
      [line('w1', 'CN-CA-A-G'), line('w2', 'CN-CA-S-G')],
      'CN-CA-A-G',
      ['w1'],
    ],
    ['whatever the case of the stored code', [line('w1', 'cn-ca-a-g')], 'CN-CA-A-G', ['w1']],
    [
      'a pending or suspended line too',
      [line('w1', 'CN-CA-A-G', 'pending'), line('w2', 'CN-CA-A-G', 'suspended')],
      'CN-CA-A-G',
      ['w1', 'w2'],
    ],
    ['not a deleted one', [line('w1', 'CN-CA-A-G', 'deleted')], 'CN-CA-A-G', []],
  ])('%s', (_, lines, code, expected) => {
    expect([...warehousesWithRoute(lines, code)]).toEqual(expected);
  });

  it('names the route of a complete first step only', () => {
    expect(draftRouteCode(complete().mainRoute)).toBe('CN-CA-A-G');
    expect(draftRouteCode({ ...complete().mainRoute, goods_type: '' })).toBeNull();
  });
});
