import {
  DEFAULT_VOLUMETRIC_DIVISOR,
  DEPOSIT_PAYMENT_METHODS,
  type DaysUnit,
  type DepositPaymentMethod,
  type PerUnit,
} from '@jiyun/domain';

/**
 * The wizard's draft as the merchant typed it (numbers are text until they are sent). It lives in
 * sessionStorage, so it survives a reload of any step and ends with the tab.
 */
export interface MainRouteForm {
  /** The name customers see (A49). */
  name: string;
  arrival_country: string;
  transport_method: string;
  goods_type: string;
  min_time: string;
  min_days_unit: DaysUnit;
  max_time: string;
  max_days_unit: DaysUnit;
}

/** A place with both its names, as the locations list gives them. */
export interface NamedPlace {
  id: string;
  name: string;
  zh_name: string;
}

/** A covered province and the cities chosen in it. */
export interface CoveredProvinceForm extends NamedPlace {
  /** Every city of the province is chosen. */
  all_cities: boolean;
  cities: NamedPlace[];
}

export interface CoverageForm {
  /** Every province (with every city) of the destination is chosen. */
  all_provinces: boolean;
  provinces: CoveredProvinceForm[];
}

/** The five pricing values as typed. */
export interface PricingValuesForm {
  base_price: string;
  unit: string;
  additional_weight_price: string;
  per_unit: PerUnit;
  volumetric_divisor: string;
}

/** An exception city: a covered city priced apart. */
export interface ExceptionCityForm extends PricingValuesForm {
  city_id: string;
  city_name: string;
  city_zh_name: string;
  province_name: string;
}

export interface PricingForm extends PricingValuesForm {
  cities: ExceptionCityForm[];
}

export interface DepositForm {
  method: DepositPaymentMethod;
  /** "I have completed payment" was recorded on the server for this destination. */
  claimed_for: string;
}

export interface WizardDraft {
  mainRoute: MainRouteForm;
  coverage: CoverageForm;
  pricing: PricingForm;
  warehouse: { warehouse_id: string };
  deposit: DepositForm;
}

export function emptyMainRoute(): MainRouteForm {
  return {
    name: '',
    arrival_country: '',
    transport_method: '',
    goods_type: '',
    min_time: '',
    min_days_unit: 'days',
    max_time: '',
    max_days_unit: 'days',
  };
}

export function emptyPricing(): PricingForm {
  return {
    base_price: '',
    unit: '0.5',
    additional_weight_price: '',
    per_unit: 'per_half_kg',
    volumetric_divisor: String(DEFAULT_VOLUMETRIC_DIVISOR),
    cities: [],
  };
}

export function emptyDraft(): WizardDraft {
  return {
    mainRoute: emptyMainRoute(),
    coverage: { all_provinces: false, provinces: [] },
    pricing: emptyPricing(),
    warehouse: { warehouse_id: '' },
    deposit: { method: 'alipay', claimed_for: '' },
  };
}

/** A new exception city starts free of charge, charged per kg by 1 kg, divisor 5000 (A19). */
export function newExceptionCity(city: NamedPlace, provinceName: string): ExceptionCityForm {
  return {
    city_id: city.id,
    city_name: city.name,
    city_zh_name: city.zh_name,
    province_name: provinceName,
    base_price: '0',
    unit: '1',
    additional_weight_price: '0',
    per_unit: 'per_kg',
    volumetric_divisor: String(DEFAULT_VOLUMETRIC_DIVISOR),
  };
}

/** Whether the merchant has entered anything worth a "discard?" question. */
export function isDraftEmpty(draft: WizardDraft): boolean {
  return JSON.stringify(draft) === JSON.stringify(emptyDraft());
}

/**
 * Step 1 written into the draft. Another destination empties what belonged to the old one: the
 * covered provinces, the exception cities and the deposit claim.
 */
export function withMainRoute(draft: WizardDraft, mainRoute: MainRouteForm): WizardDraft {
  if (mainRoute.arrival_country === draft.mainRoute.arrival_country) {
    return { ...draft, mainRoute };
  }
  return {
    ...draft,
    mainRoute,
    coverage: emptyDraft().coverage,
    pricing: { ...draft.pricing, cities: [] },
    deposit: { ...draft.deposit, claimed_for: '' },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A stored draft read back: whatever a storage holds (an older shape, a hand edit) becomes a
 * whole draft, each part kept only when it has the expected shape.
 */
export function normaliseDraft(stored: unknown): WizardDraft {
  const empty = emptyDraft();
  if (!isRecord(stored)) return empty;
  const part = <T extends object>(value: unknown, fallback: T): T =>
    isRecord(value) ? { ...fallback, ...(value as Partial<T>) } : fallback;
  const coverage = part(stored.coverage, empty.coverage);
  const pricing = part(stored.pricing, empty.pricing);
  const deposit = part(stored.deposit, empty.deposit);
  return {
    mainRoute: part(stored.mainRoute, empty.mainRoute),
    coverage: {
      ...coverage,
      provinces: Array.isArray(coverage.provinces) ? coverage.provinces : [],
    },
    pricing: { ...pricing, cities: Array.isArray(pricing.cities) ? pricing.cities : [] },
    warehouse: part(stored.warehouse, empty.warehouse),
    deposit: {
      ...deposit,
      method: DEPOSIT_PAYMENT_METHODS.includes(deposit.method) ? deposit.method : 'alipay',
    },
  };
}
