import {
  DAYS_UNITS,
  GOODS_TYPES,
  LENGTH_UNITS,
  PER_UNITS,
  PRICING_CURRENCIES,
  PRICING_UNITS,
  SHIPPING_LINE_STATUSES,
  SUPPORTED_COUNTRIES,
  TRANSPORT_TYPES,
  VOLUME_UNITS,
  WAREHOUSE_STATUSES,
} from '@jiyun/domain';
import type {
  RouteDeposit,
  RouteDepositDiscount,
  RouteDestination,
  RouteOptions,
  ShippingLineCity,
  ShippingLineCoveredProvince,
  ShippingLineDetail,
  ShippingLineExceptionCity,
  ShippingLineExceptionPricing,
  ShippingLineGlobalPricing,
  ShippingLineListItem,
  ShippingLineParcelInfo,
  ShippingLinePendingExceptions,
  ShippingLinePendingGlobalPricing,
  ShippingLineRouteInformation,
  ShippingLineWarehouse,
  WarehousePlace,
} from '@jiyun/domain';
import type { JsonSchema } from './json-schema.js';
import {
  dateTime,
  decimal,
  flag,
  integer,
  itemResponse,
  listOf,
  objectOf,
  oneOf,
  orNull,
  text,
  uuid,
} from './json-schema.js';

/** Shipping lines: the cards, the detail, the route options and the deposit. */

const place = objectOf<WarehousePlace>({ id: text, name: text, zh_name: text });
const fileKey = orNull({
  ...text,
  description: 'Stored file key; read it through /public/files/{key}.',
});
const country = oneOf(SUPPORTED_COUNTRIES);
const cny = { ...decimal, description: 'CNY' };

const warehouse = objectOf<ShippingLineWarehouse>({
  id: uuid,
  warehouse_name: text,
  status: oneOf(WAREHOUSE_STATUSES),
  image: fileKey,
  country,
  state_info: orNull(place),
  city_info: orNull(place),
  address_line_1: text,
  address_line_2: orNull(text),
});

export const shippingLineListItemSchema = objectOf<ShippingLineListItem>({
  id: uuid,
  name: text,
  image: fileKey,
  status: oneOf(SHIPPING_LINE_STATUSES),
  merchant_warehouse: orNull(warehouse),
  shipping_route: objectOf<{ code: string }>({ code: text }),
  created_at: dateTime,
});

const pricingUnit: JsonSchema = { type: 'number', enum: [...PRICING_UNITS], description: 'kg' };

const pricingValues = {
  base_price: cny,
  unit: pricingUnit,
  additional_weight_price: cny,
  per_unit: oneOf(PER_UNITS),
  volumetric_divisor: decimal,
};

const pendingGlobal = objectOf<ShippingLinePendingGlobalPricing>({
  currency: oneOf(PRICING_CURRENCIES),
  ...pricingValues,
  saved_at: dateTime,
  effective_from: dateTime,
});

const globalPricing = objectOf<ShippingLineGlobalPricing>({
  currency: oneOf(PRICING_CURRENCIES),
  ...pricingValues,
  effective_from: dateTime,
  pending: orNull(pendingGlobal),
});

const exceptionCity = objectOf<ShippingLineExceptionCity>({
  city_id: text,
  city_name: text,
  city_zh_name: text,
  province_id: text,
  province_name: text,
  province_zh_name: text,
  currency: oneOf(PRICING_CURRENCIES),
  ...pricingValues,
});

const exceptionPricing = objectOf<ShippingLineExceptionPricing>({
  exception_arr: listOf(exceptionCity),
  pending: orNull(
    objectOf<ShippingLinePendingExceptions>({
      exception_arr: listOf(exceptionCity),
      saved_at: dateTime,
      effective_from: dateTime,
    }),
  ),
});

const city = objectOf<ShippingLineCity>({ id: text, name: text, zh_name: text });

const coveredProvince = objectOf<ShippingLineCoveredProvince>({
  id: text,
  arrival_province: text,
  zh_name: text,
  all_cities: flag,
  arrival_cities: listOf(city),
});

const routeInformation = objectOf<ShippingLineRouteInformation>({
  origin: country,
  destination: country,
  transportation_type: oneOf(TRANSPORT_TYPES),
  goods_type: oneOf(GOODS_TYPES),
  min_working_days: integer,
  min_days_unit: oneOf(DAYS_UNITS),
  max_working_days: integer,
  max_days_unit: oneOf(DAYS_UNITS),
  route_code: text,
});

const parcelInfo = objectOf<ShippingLineParcelInfo>({
  minimum_weight: decimal,
  maximum_weight: decimal,
  maximum_volume: decimal,
  maximum_volume_unit: oneOf(VOLUME_UNITS),
  max_single_length: decimal,
  max_single_length_unit: oneOf(LENGTH_UNITS),
  max_sum_three_side: decimal,
  max_sum_three_side_unit: oneOf(LENGTH_UNITS),
});

export const shippingLineDetailSchema = objectOf<ShippingLineDetail>({
  id: uuid,
  status: oneOf(SHIPPING_LINE_STATUSES),
  created_at: dateTime,
  updated_at: dateTime,
  basicInfo: objectOf<ShippingLineDetail['basicInfo']>({
    displayInformation: objectOf<ShippingLineDetail['basicInfo']['displayInformation']>({
      name: text,
      image: fileKey,
    }),
    routeInformation,
    provinceAndCityInformation: listOf(coveredProvince),
    warehouseInformation: orNull(warehouse),
  }),
  pricingInfo: objectOf<ShippingLineDetail['pricingInfo']>({
    globalPricingInfomation: orNull(globalPricing),
    exceptionPricingInformation: exceptionPricing,
  }),
  parcelInfo: orNull(parcelInfo),
});

export const shippingLineListResponse: JsonSchema = {
  ...objectOf<{ data: unknown }>({ data: listOf(shippingLineListItemSchema) }),
  description: "The company's shipping lines that are not deleted, newest first (unpaged).",
};
export const shippingLineResponse = itemResponse(shippingLineDetailSchema, 'The shipping line.');

const stringList = (values: readonly string[]) => listOf(oneOf(values));

export const routeOptionsResponse = itemResponse(
  objectOf<RouteOptions>({
    destinations: {
      type: 'object',
      description: 'Destinations by origin country (`CN`).',
      additionalProperties: listOf(
        objectOf<RouteDestination>({ code: country, name: text, zh_name: text }),
      ),
    },
    shippingMethods: {
      type: 'object',
      description: 'Transport methods keyed `CN-{country}`.',
      additionalProperties: stringList(TRANSPORT_TYPES),
    },
    contentTypes: {
      type: 'object',
      description: 'Goods types keyed `CN-{country}-{method}`.',
      additionalProperties: stringList(GOODS_TYPES),
    },
  }),
  'The routes a line can be opened on.',
);

export const routeDepositResponse = itemResponse(
  objectOf<RouteDeposit>({
    departing_country: country,
    arriving_country: country,
    amount: { ...decimal, description: 'USD' },
    currency: oneOf(['USD']),
    discounts: listOf(
      objectOf<RouteDepositDiscount>({
        amount: { ...decimal, description: 'USD' },
        description: text,
        zh_description: text,
      }),
    ),
  }),
  'The deposit of a route; the merchant pays the amount minus the first discount.',
);
