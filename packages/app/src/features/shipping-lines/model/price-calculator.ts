import {
  pricingDay,
  type ExceptionCityPricing,
  type LinePricing,
  type PendingPricing,
  type PricedLine,
  type PricingSet,
  type ShippingLineDetail,
  type ShippingLineExceptionCity,
  type ShippingLineParcelInfo,
  type ShippingLinePricingValues,
  type SizeConstraints,
} from '@jiyun/domain';
import { htmlLangOf, type Language } from '../../../i18n/language';
import { localName } from './place-names';
import { coveredCities } from './section-forms';

/** The engine's pricing of one set of detail values (currency included). */
function linePricingOf(values: ShippingLinePricingValues & { currency: 'CNY' }): LinePricing {
  return {
    currency: values.currency,
    base_price: values.base_price,
    additional_weight_price: values.additional_weight_price,
    unit: values.unit,
    per_unit: values.per_unit,
    volumetric_divisor: values.volumetric_divisor,
  };
}

function exceptionOf(city: ShippingLineExceptionCity): ExceptionCityPricing {
  return { ...linePricingOf(city), city_name: city.city_name, city_zh_name: city.city_zh_name };
}

function sizeOf(parcel: ShippingLineParcelInfo | null): SizeConstraints | null {
  if (parcel === null) return null;
  return {
    min_weight: parcel.minimum_weight,
    max_weight: parcel.maximum_weight,
    max_volume: parcel.maximum_volume,
    max_volume_unit: parcel.maximum_volume_unit,
    max_single_length: parcel.max_single_length,
    max_single_length_unit: parcel.max_single_length_unit,
    max_sum_three_side: parcel.max_sum_three_side,
    max_sum_three_side_unit: parcel.max_sum_three_side_unit,
  };
}

/** The later of two ISO date-times (or the one given). */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Date.parse(a) >= Date.parse(b) ? a : b;
}

/**
 * What the pricing engine needs of a line's detail: its prices in force, the change waiting (if
 * any) and its size constraints; null for a line stored without global prices (nothing to quote).
 *
 * The detail keeps a pending global change and a pending exception list apart, each with its own
 * date; the engine knows one pending change. The pending prices are both parts laid over the
 * prices in force (a part with nothing pending stays as it is), from the later of the two dates:
 * the day every saved change is in force. Days are Beijing days (ADR 0041).
 */
export function pricedLineOf(line: ShippingLineDetail): PricedLine | null {
  const global = line.pricingInfo.globalPricingInfomation;
  if (global === null) return null;
  const exceptions = line.pricingInfo.exceptionPricingInformation;
  const current: PricingSet = {
    global: linePricingOf(global),
    exceptions: exceptions.exception_arr.map(exceptionOf),
  };
  const globalPending = global.pending;
  const exceptionsPending = exceptions.pending;
  let pending: PendingPricing | null = null;
  const effectiveFrom = later(globalPending?.effective_from, exceptionsPending?.effective_from);
  const savedAt = later(globalPending?.saved_at, exceptionsPending?.saved_at);
  if (effectiveFrom !== undefined && savedAt !== undefined) {
    pending = {
      pricing: {
        global: globalPending ? linePricingOf(globalPending) : current.global,
        exceptions: exceptionsPending
          ? exceptionsPending.exception_arr.map(exceptionOf)
          : current.exceptions,
      },
      saved_at: savedAt,
      effective_date: pricingDay(new Date(effectiveFrom)),
    };
  }
  return {
    schedule: {
      current,
      current_since: pricingDay(new Date(global.effective_from)),
      pending,
    },
    size: sizeOf(line.parcelInfo),
  };
}

/** A destination the calculator offers: a covered city, with the name the engine matches. */
export interface CalculatorCity {
  id: string;
  /** The English name (exception cities are matched on it). */
  name: string;
  /** In the merchant's language. */
  label: string;
  /** The province, in the merchant's language. */
  province: string;
}

/** The cities the line covers, from its detail alone (the calculator asks the server nothing). */
export function calculatorCities(line: ShippingLineDetail, language: Language): CalculatorCity[] {
  return coveredCities(line.basicInfo.provinceAndCityInformation, []).map((city) => ({
    id: city.id,
    name: city.name,
    label: localName(city, language),
    province: localName({ name: city.province_name, zh_name: city.province_zh_name }, language),
  }));
}

function formatter(language: Language, minimum: number, maximum: number): Intl.NumberFormat {
  return new Intl.NumberFormat(htmlLangOf(language), {
    minimumFractionDigits: minimum,
    maximumFractionDigits: maximum,
  });
}

/** An amount of yuan, two decimals with separators: 1,234.50. */
export function formatYuan(amount: number, language: Language): string {
  return formatter(language, 2, 2).format(amount);
}

/** A weight in kg as the engine gives it (to the gram), without trailing zeros: 1.01, 12.5. */
export function formatKg(weight: number, language: Language): string {
  return formatter(language, 0, 3).format(weight);
}

/** A size value or limit (m³ may need 6 decimals): 0.216, 120, 1,000. */
export function formatMeasure(value: number, language: Language): string {
  return formatter(language, 0, 6).format(value);
}

/** pending − current in yuan, exact to the fen (totals are whole fen). */
export function totalDifference(current: number, pending: number): number {
  return (Math.round(pending * 100) - Math.round(current * 100)) / 100;
}
