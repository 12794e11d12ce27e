import { COUNTRY_NAMES, DEPOSIT_CURRENCY, pricingVersionsAt } from '@jiyun/domain';
import type {
  RouteDeposit,
  ShippingLineDetail,
  ShippingLineExceptionCity,
  ShippingLineGlobalPricing,
  ShippingLineListItem,
  ShippingLinePricingValues,
  ShippingLineWarehouse,
  SupportedCountry,
} from '@jiyun/domain';
import { findCity, findProvince } from '../../locations/index.js';
import type {
  PricingVersion,
  RouteDepositRecord,
  ShippingLinePriceRow,
  ShippingLineRecord,
  ShippingLineSummary,
  WarehouseRow,
} from '../../repositories/shipping-lines.js';

/** US cents → dollars with two decimals. */
export function dollars(cents: number): number {
  return Math.round(cents) / 100;
}

function presentWarehouse(row: WarehouseRow | null): ShippingLineWarehouse | null {
  if (!row) return null;
  const country = row.country as SupportedCountry;
  const province = findProvince(country, row.state);
  const city = findCity(country, row.state, row.city);
  return {
    id: row.id,
    warehouse_name: row.warehouse_name,
    status: row.status,
    image: row.image,
    country,
    state_info: province
      ? { id: province.id, name: province.name, zh_name: province.zh_name }
      : null,
    city_info: city ? { id: city.id, name: city.name, zh_name: city.zh_name } : null,
    address_line_1: row.address_line_1,
    address_line_2: row.address_line_2,
  };
}

export function presentListItem({ line, warehouse }: ShippingLineSummary): ShippingLineListItem {
  return {
    id: line.id,
    name: line.name,
    image: line.image,
    status: line.status,
    merchant_warehouse: presentWarehouse(warehouse),
    shipping_route: { code: line.route_code },
    created_at: line.created_at.toISOString(),
  };
}

function pricingValues(price: ShippingLinePriceRow): ShippingLinePricingValues {
  return {
    base_price: price.base_price,
    unit: price.unit,
    additional_weight_price: price.additional_weight_price,
    per_unit: price.per_unit,
    volumetric_divisor: price.volumetric_divisor,
  };
}

/** An exception city as the detail shows it; its province named in both languages from the locations list. */
function exceptionCity(
  price: ShippingLinePriceRow,
  destination: SupportedCountry,
): ShippingLineExceptionCity {
  const provinceName = price.province_name ?? '';
  return {
    city_id: price.city_id,
    city_name: price.city_name ?? price.city_id,
    city_zh_name: price.city_zh_name ?? price.city_name ?? price.city_id,
    province_id: price.province_id ?? '',
    province_name: provinceName,
    province_zh_name: findProvince(destination, price.province_id ?? '')?.zh_name ?? provinceName,
    currency: price.currency,
    ...pricingValues(price),
  };
}

function globalPricing(
  current: PricingVersion | null,
  pending: PricingVersion | null,
): ShippingLineGlobalPricing | null {
  const price = current?.prices[0];
  if (!current || !price) return null;
  const next = pending?.prices[0];
  return {
    currency: price.currency,
    ...pricingValues(price),
    effective_from: current.effective_from.toISOString(),
    pending:
      pending && next
        ? {
            currency: next.currency,
            ...pricingValues(next),
            saved_at: pending.saved_at.toISOString(),
            effective_from: pending.effective_from.toISOString(),
          }
        : null,
  };
}

/** The versions of one kind: the one in force now and the pending one (A25). */
export function versionsOf(
  record: Pick<ShippingLineRecord, 'pricing'>,
  kind: PricingVersion['kind'],
  now: Date,
) {
  return pricingVersionsAt(
    record.pricing.filter((version) => version.kind === kind),
    now,
  );
}

export function presentDetail(record: ShippingLineRecord, now: Date): ShippingLineDetail {
  const { line } = record;
  const global = versionsOf(record, 'global', now);
  const exceptions = versionsOf(record, 'exception', now);
  const destination = line.destination_country as SupportedCountry;
  return {
    id: line.id,
    status: line.status,
    created_at: line.created_at.toISOString(),
    updated_at: line.updated_at.toISOString(),
    basicInfo: {
      displayInformation: { name: line.name, image: line.image },
      routeInformation: {
        origin: line.origin_country as SupportedCountry,
        destination: line.destination_country as SupportedCountry,
        transportation_type: line.transport_type,
        goods_type: line.goods_type,
        min_working_days: line.min_working_days,
        min_days_unit: line.min_days_unit,
        max_working_days: line.max_working_days,
        max_days_unit: line.max_days_unit,
        route_code: line.route_code,
      },
      provinceAndCityInformation: record.provinces.map((province) => ({
        id: province.province_id,
        arrival_province: province.province_name,
        zh_name: province.province_zh_name,
        all_cities: province.all_cities,
        arrival_cities: record.cities
          .filter((city) => city.province_id === province.province_id)
          .map((city) => ({ id: city.city_id, name: city.city_name, zh_name: city.city_zh_name })),
      })),
      warehouseInformation: presentWarehouse(record.warehouse),
    },
    pricingInfo: {
      globalPricingInfomation: globalPricing(global.current, global.pending),
      exceptionPricingInformation: {
        exception_arr:
          exceptions.current?.prices.map((price) => exceptionCity(price, destination)) ?? [],
        pending: exceptions.pending
          ? {
              exception_arr: exceptions.pending.prices.map((price) =>
                exceptionCity(price, destination),
              ),
              saved_at: exceptions.pending.saved_at.toISOString(),
              effective_from: exceptions.pending.effective_from.toISOString(),
            }
          : null,
      },
    },
    parcelInfo: record.size
      ? {
          minimum_weight: record.size.min_weight,
          maximum_weight: record.size.max_weight,
          maximum_volume: record.size.max_volume,
          maximum_volume_unit: record.size.max_volume_unit,
          max_single_length: record.size.max_single_length,
          max_single_length_unit: record.size.max_single_length_unit,
          max_sum_three_side: record.size.max_sum_three_side,
          max_sum_three_side_unit: record.size.max_sum_three_side_unit,
        }
      : null,
  };
}

export function presentDeposit(record: RouteDepositRecord): RouteDeposit {
  return {
    departing_country: record.departing_country as SupportedCountry,
    arriving_country: record.arriving_country as SupportedCountry,
    amount: dollars(record.amount_cents),
    currency: DEPOSIT_CURRENCY,
    discounts: record.discounts.map((discount) => ({
      amount: dollars(discount.amount_cents),
      description: discount.description,
      zh_description: discount.zh_description,
    })),
  };
}

/** A destination's names, for the route options. */
export function destinationOf(code: SupportedCountry) {
  const names = COUNTRY_NAMES[code];
  return { code, name: names.name, zh_name: names.zh_name };
}
