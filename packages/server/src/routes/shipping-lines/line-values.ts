import { COUNTRY_NAMES, isSupportedCountry } from '@jiyun/domain';
import type {
  ShippingLineDraftCoverage,
  ShippingLineExceptionCityInput,
  ShippingLinePricingValues,
} from '@jiyun/domain';
import { fieldError } from '../../http/params.js';
import { provincesOf } from '../../locations/index.js';
import type {
  CoverageValues,
  PriceValues,
  ShippingLineCityRow,
  ShippingLinePriceRow,
  ShippingLineProvinceRow,
} from '../../repositories/shipping-lines.js';

/**
 * The mapping of a request to stored rows: coverage names to location ids, exception cities to
 * covered cities, pricing values to price rows.
 */

interface Named {
  id: string;
  name: string;
  zh_name: string;
}

/** A place named by its English name, Chinese name or id, whatever the case and spaces. */
function named<T extends Named>(places: readonly T[], text: string): T | undefined {
  const key = text.trim().toLowerCase();
  return places.find(
    (place) =>
      place.name.toLowerCase() === key || place.id.toLowerCase() === key || place.zh_name === key,
  );
}

function countryName(code: string): string {
  return isSupportedCountry(code) ? COUNTRY_NAMES[code].name : code;
}

/** The draft's coverage as rows, every name checked against the destination's locations. */
export function coverageValues(
  destination: string,
  coverage: ShippingLineDraftCoverage,
): CoverageValues[] {
  const provinces = provincesOf(destination);
  const seen = new Set<string>();
  return coverage.provinces.map((entry, index) => {
    const path = `coverage.provinces[${index}]`;
    const province = named(provinces, entry.province_name);
    if (!province) {
      throw fieldError(
        `${path}.province_name`,
        `${path}.province_name: "${entry.province_name.trim()}" is not a province of ${countryName(destination)}.`,
      );
    }
    if (seen.has(province.id)) {
      throw fieldError(
        `${path}.province_name`,
        `${path}.province_name: ${province.name} is chosen twice.`,
      );
    }
    seen.add(province.id);
    const cityIds = new Set<string>();
    const cities = entry.all_cities
      ? province.cities
      : entry.city_names.map((cityName, cityIndex) => {
          const city = named(province.cities, cityName);
          const field = `${path}.city_names[${cityIndex}]`;
          if (!city) {
            throw fieldError(
              field,
              `${field}: "${cityName.trim()}" is not a city of ${province.name}.`,
            );
          }
          if (cityIds.has(city.id)) {
            throw fieldError(field, `${field}: ${city.name} is chosen twice.`);
          }
          cityIds.add(city.id);
          return city;
        });
    return {
      province: {
        province_id: province.id,
        province_name: province.name,
        province_zh_name: province.zh_name,
        all_cities: entry.all_cities,
      },
      cities: cities.map((city) => ({
        province_id: province.id,
        city_id: city.id,
        city_name: city.name,
        city_zh_name: city.zh_name,
      })),
    };
  });
}

/** A covered city with its province, as exceptions are checked against. */
export interface CoveredCity {
  province_id: string;
  province_name: string;
  province_zh_name: string;
  city_id: string;
  city_name: string;
  city_zh_name: string;
}

/** The covered cities of stored coverage rows. */
export function coveredCitiesOfRows(
  provinces: readonly ShippingLineProvinceRow[],
  cities: readonly ShippingLineCityRow[],
): CoveredCity[] {
  const byId = new Map(provinces.map((province) => [province.province_id, province]));
  return cities.flatMap((city) => {
    const province = byId.get(city.province_id);
    return province ? [{ ...city, ...province }] : [];
  });
}

/** The covered cities of coverage about to be stored. */
export function coveredCitiesOfValues(coverage: readonly CoverageValues[]): CoveredCity[] {
  return coverage.flatMap(({ province, cities }) =>
    cities.map((city) => ({
      ...city,
      province_name: province.province_name,
      province_zh_name: province.province_zh_name,
    })),
  );
}

export function globalPriceValues(values: ShippingLinePricingValues): PriceValues {
  return {
    city_id: '',
    currency: 'CNY',
    base_price: values.base_price,
    unit: values.unit,
    additional_weight_price: values.additional_weight_price,
    per_unit: values.per_unit,
    volumetric_divisor: values.volumetric_divisor,
  };
}

/**
 * Exception cities as price rows: each must be a covered city (`path` names the list in the
 * request, e.g. `pricing.cities`); a name two covered provinces share needs its province.
 */
export function exceptionPriceValues(
  path: string,
  exceptions: readonly ShippingLineExceptionCityInput[],
  covered: readonly CoveredCity[],
): PriceValues[] {
  const seen = new Set<string>();
  return exceptions.map((exception, index) => {
    const field = `${path}[${index}]`;
    const cityKey = exception.city_name.trim().toLowerCase();
    const provinceKey = exception.province_name?.trim().toLowerCase();
    const matches = covered.filter(
      (city) =>
        (city.city_name.toLowerCase() === cityKey ||
          city.city_id.toLowerCase() === cityKey ||
          city.city_zh_name === cityKey) &&
        (provinceKey === undefined ||
          city.province_name.toLowerCase() === provinceKey ||
          city.province_id.toLowerCase() === provinceKey ||
          city.province_zh_name === provinceKey),
    );
    const [city] = matches;
    if (!city) {
      throw fieldError(
        `${field}.city_name`,
        `${field}.city_name: "${exception.city_name.trim()}" is not a city this line covers.`,
      );
    }
    if (matches.length > 1) {
      throw fieldError(
        `${field}.province_name`,
        `${field}.province_name: ${city.city_name} is in more than one covered province; name the province.`,
      );
    }
    if (seen.has(city.city_id)) {
      throw fieldError(
        `${field}.city_name`,
        `${field}.city_name: ${city.city_name} is named twice.`,
      );
    }
    seen.add(city.city_id);
    return {
      ...globalPriceValues(exception),
      city_id: city.city_id,
      city_name: city.city_name,
      city_zh_name: city.city_zh_name,
      province_id: city.province_id,
      province_name: city.province_name,
    };
  });
}

const PRICE_FIELDS = [
  'base_price',
  'unit',
  'additional_weight_price',
  'per_unit',
  'volumetric_divisor',
] as const;

/** Whether two sets of price rows hold the same prices for the same cities (order aside). */
export function samePrices(
  a: readonly (PriceValues | ShippingLinePriceRow)[],
  b: readonly (PriceValues | ShippingLinePriceRow)[],
): boolean {
  if (a.length !== b.length) return false;
  const byCity = new Map(b.map((price) => [price.city_id ?? '', price]));
  return a.every((price) => {
    const other = byCity.get(price.city_id ?? '');
    return (
      other !== undefined &&
      PRICE_FIELDS.every((field) => String(price[field]) === String(other[field]))
    );
  });
}
