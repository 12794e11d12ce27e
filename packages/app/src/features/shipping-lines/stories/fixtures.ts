import type {
  LocationProvince,
  ShippingLineDetail,
  ShippingLineExceptionCity,
  ShippingLineGlobalPricing,
  ShippingLineListItem,
  ShippingLineWarehouse,
  Warehouse,
} from '@jiyun/domain';

/** Sample data for the shipping-line page stories (the workbench has no server). */

export const shenzhenWarehouse: ShippingLineWarehouse = {
  id: '0d9b8a1e-1111-4c2b-8f00-000000000002',
  warehouse_name: '深圳宝安国际集运中心（福永仓）',
  status: 'active',
  image: null,
  country: 'CN',
  state_info: { id: 'CN-GD', name: 'Guangdong', zh_name: '广东省' },
  city_info: { id: 'CN-GD-SHENZHEN', name: 'Shenzhen', zh_name: '深圳' },
  address_line_1: '福永街道凤凰第四工业区 B 栋 3 楼',
  address_line_2: null,
};

export const guangzhouWarehouse: ShippingLineWarehouse = {
  ...shenzhenWarehouse,
  id: '0d9b8a1e-1111-4c2b-8f00-000000000004',
  warehouse_name: 'Guangzhou Baiyun Consolidation',
  state_info: { id: 'CN-GD', name: 'Guangdong', zh_name: '广东省' },
  city_info: { id: 'CN-GD-GUANGZHOU', name: 'Guangzhou', zh_name: '广州' },
  address_line_1: '白云区太和镇 88 号',
};

/** A whole warehouse as `GET /merchants/warehouses?status=active` answers it. */
function activeWarehouse(line: ShippingLineWarehouse): Warehouse {
  return {
    id: line.id,
    warehouse_name: line.warehouse_name,
    status: 'active',
    image: null,
    country: line.country,
    state: line.state_info?.id ?? '',
    city: line.city_info?.id ?? '',
    country_info: { code: 'CN', name: 'China', zh_name: '中国' },
    state_info: line.state_info,
    city_info: line.city_info,
    contact_person: 'Lin Chen',
    country_code: '+86',
    phone_number: '13800138000',
    address_line_1: line.address_line_1,
    address_line_2: null,
    free_storage_duration: 30,
    free_storage_unit: 'days',
    overdue_storage_fee: 2,
    overdue_fee_frequency: 'day',
    label_size: '100x150',
    warehouse_operators: [],
    operator_ids: [],
    created_at: '2026-09-01T08:00:00.000Z',
    updated_at: '2026-09-01T08:00:00.000Z',
  };
}

export const activeWarehouses: Warehouse[] = [
  activeWarehouse(shenzhenWarehouse),
  activeWarehouse(guangzhouWarehouse),
];

const base = {
  image: null,
  merchant_warehouse: shenzhenWarehouse,
  created_at: '2026-10-01T08:00:00.000Z',
};

export const lineList: ShippingLineListItem[] = [
  {
    ...base,
    id: '5a1c0e77-2222-4c2b-8f00-000000000001',
    name: '温哥华空运普货物流专线',
    status: 'active',
    shipping_route: { code: 'CN-CA-A-G' },
  },
  {
    ...base,
    id: '5a1c0e77-2222-4c2b-8f00-000000000002',
    name: '多伦多·蒙特利尔海运敏感货物流专线（含电池、液体及化妆品类，需提前申报）',
    status: 'suspended',
    shipping_route: { code: 'CN-CA-S-S' },
  },
  {
    ...base,
    id: '5a1c0e77-2222-4c2b-8f00-000000000003',
    name: 'CN-US-A-G',
    status: 'pending',
    merchant_warehouse: guangzhouWarehouse,
    shipping_route: { code: 'CN-US-A-G' },
  },
  {
    ...base,
    id: '5a1c0e77-2222-4c2b-8f00-000000000004',
    name: 'Sydney Air Express',
    status: 'active',
    merchant_warehouse: null,
    shipping_route: { code: 'CN-AU-A-G' },
  },
];

export const ontario: LocationProvince = {
  id: 'CA-ON',
  name: 'Ontario',
  zh_name: '安大略省',
  cities: [
    { id: 'CA-ON-TORONTO', name: 'Toronto', zh_name: '多伦多' },
    { id: 'CA-ON-OTTAWA', name: 'Ottawa', zh_name: '渥太华' },
    { id: 'CA-ON-MISSISSAUGA', name: 'Mississauga', zh_name: '密西沙加' },
  ],
};

export const britishColumbia: LocationProvince = {
  id: 'CA-BC',
  name: 'British Columbia',
  zh_name: '不列颠哥伦比亚省',
  cities: [
    { id: 'CA-BC-VANCOUVER', name: 'Vancouver', zh_name: '温哥华' },
    { id: 'CA-BC-RICHMOND', name: 'Richmond', zh_name: '列治文' },
    { id: 'CA-BC-BURNABY', name: 'Burnaby', zh_name: '本拿比' },
  ],
};

export const canadaLocations: LocationProvince[] = [britishColumbia, ontario];

export const toronto: ShippingLineExceptionCity = {
  city_id: 'CA-ON-TORONTO',
  city_name: 'Toronto',
  city_zh_name: '多伦多',
  province_id: 'CA-ON',
  province_name: 'Ontario',
  province_zh_name: '安大略省',
  currency: 'CNY',
  base_price: 52,
  unit: 0.5,
  additional_weight_price: 18.5,
  per_unit: 'per_half_kg',
  volumetric_divisor: 6000,
};

export const globalPricing: ShippingLineGlobalPricing = {
  currency: 'CNY',
  base_price: 45,
  unit: 0.5,
  additional_weight_price: 15,
  per_unit: 'per_half_kg',
  volumetric_divisor: 5000,
  effective_from: '2026-10-01T08:00:00.000Z',
  pending: null,
};

/** An active air line to Canada: every section filled. */
export const activeLine: ShippingLineDetail = {
  id: '5a1c0e77-2222-4c2b-8f00-000000000001',
  status: 'active',
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-11-02T08:00:00.000Z',
  basicInfo: {
    displayInformation: { name: '温哥华空运普货物流专线', image: null },
    routeInformation: {
      origin: 'CN',
      destination: 'CA',
      transportation_type: 'air',
      goods_type: 'general',
      min_working_days: 7,
      min_days_unit: 'days',
      max_working_days: 2,
      max_days_unit: 'weeks',
      route_code: 'CN-CA-A-G',
    },
    provinceAndCityInformation: [
      {
        id: 'CA-BC',
        arrival_province: 'British Columbia',
        zh_name: '不列颠哥伦比亚省',
        all_cities: true,
        arrival_cities: britishColumbia.cities,
      },
      {
        id: 'CA-ON',
        arrival_province: 'Ontario',
        zh_name: '安大略省',
        all_cities: false,
        arrival_cities: [
          { id: 'CA-ON-TORONTO', name: 'Toronto', zh_name: '多伦多' },
          { id: 'CA-ON-OTTAWA', name: 'Ottawa', zh_name: '渥太华' },
        ],
      },
    ],
    warehouseInformation: shenzhenWarehouse,
  },
  pricingInfo: {
    globalPricingInfomation: globalPricing,
    exceptionPricingInformation: { exception_arr: [toronto], pending: null },
  },
  parcelInfo: {
    minimum_weight: 0.1,
    maximum_weight: 30,
    maximum_volume: 0.2,
    maximum_volume_unit: 'cubic_m',
    max_single_length: 120,
    max_single_length_unit: 'cm',
    max_sum_three_side: 300,
    max_sum_three_side_unit: 'cm',
  },
};

/** The same line with a global and an exception pricing change waiting for their 30 days (A25). */
export const lineWithPendingPricing: ShippingLineDetail = {
  ...activeLine,
  pricingInfo: {
    globalPricingInfomation: {
      ...globalPricing,
      pending: {
        currency: 'CNY',
        base_price: 48,
        unit: 0.5,
        additional_weight_price: 16,
        per_unit: 'per_half_kg',
        volumetric_divisor: 5000,
        saved_at: '2026-11-20T02:00:00.000Z',
        effective_from: '2026-12-20T02:00:00.000Z',
      },
    },
    exceptionPricingInformation: {
      exception_arr: [toronto],
      pending: {
        saved_at: '2026-11-20T02:00:00.000Z',
        effective_from: '2026-12-20T02:00:00.000Z',
        exception_arr: [{ ...toronto, base_price: 0, additional_weight_price: 0 }],
      },
    },
  },
};

/** A new line waiting for approval: its sections cannot be edited (spec 4). */
export const pendingLine: ShippingLineDetail = {
  ...activeLine,
  id: '5a1c0e77-2222-4c2b-8f00-000000000003',
  status: 'pending',
  basicInfo: {
    ...activeLine.basicInfo,
    displayInformation: { name: 'CN-CA-A-G', image: null },
  },
  parcelInfo: null,
};

export const suspendedLine: ShippingLineDetail = {
  ...activeLine,
  id: '5a1c0e77-2222-4c2b-8f00-000000000002',
  status: 'suspended',
  basicInfo: {
    ...activeLine.basicInfo,
    displayInformation: {
      name: '多伦多·蒙特利尔海运敏感货物流专线（含电池、液体及化妆品类，需提前申报）',
      image: null,
    },
  },
};

/** A line whose size constraints were never added: the Size tab offers Add. */
export const lineWithoutSize: ShippingLineDetail = { ...activeLine, parcelInfo: null };

/** A line stored without prices (ADR 0042): the global pricing card offers Add. */
export const lineWithoutPricing: ShippingLineDetail = {
  ...activeLine,
  pricingInfo: { ...activeLine.pricingInfo, globalPricingInfomation: null },
};
