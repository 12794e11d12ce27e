import type {
  LocationProvince,
  RouteDeposit,
  RouteOptions,
  Warehouse,
  WarehouseShippingLine,
} from '@jiyun/domain';
import type { WizardDraft } from '../model/draft';

/** Sample data for the wizard's page stories and tests (the workbench has no server). */
export const routeOptions: RouteOptions = {
  destinations: {
    CN: [
      { code: 'CA', name: 'Canada', zh_name: '加拿大' },
      { code: 'US', name: 'United States', zh_name: '美国' },
      { code: 'AU', name: 'Australia', zh_name: '澳大利亚' },
    ],
  },
  shippingMethods: { 'CN-CA': ['air', 'sea'], 'CN-US': ['air'], 'CN-AU': ['sea'] },
  contentTypes: {
    'CN-CA-air': ['general', 'sensitive'],
    'CN-CA-sea': ['general'],
    'CN-US-air': ['general'],
    'CN-AU-sea': ['general', 'sensitive'],
  },
};

const city = (province: string, name: string, zh_name: string) => ({
  id: `${province}-${name.toUpperCase().replace(/[^A-Z]+/g, '-')}`,
  name,
  zh_name,
});

/** Canada's provinces and territories with their larger cities: a long list to scroll and search. */
export const canadaProvinces: LocationProvince[] = [
  {
    id: 'CA-AB',
    name: 'Alberta',
    zh_name: '艾伯塔省',
    cities: [
      city('CA-AB', 'Calgary', '卡尔加里'),
      city('CA-AB', 'Edmonton', '埃德蒙顿'),
      city('CA-AB', 'Red Deer', '红鹿市'),
      city('CA-AB', 'Lethbridge', '莱斯布里奇'),
    ],
  },
  {
    id: 'CA-BC',
    name: 'British Columbia',
    zh_name: '不列颠哥伦比亚省',
    cities: [
      city('CA-BC', 'Vancouver', '温哥华'),
      city('CA-BC', 'Richmond', '列治文'),
      city('CA-BC', 'Burnaby', '本拿比'),
      city('CA-BC', 'Surrey', '素里'),
      city('CA-BC', 'Victoria', '维多利亚'),
      city('CA-BC', 'Kelowna', '基洛纳'),
    ],
  },
  {
    id: 'CA-MB',
    name: 'Manitoba',
    zh_name: '曼尼托巴省',
    cities: [city('CA-MB', 'Winnipeg', '温尼伯'), city('CA-MB', 'Brandon', '布兰登')],
  },
  {
    id: 'CA-NB',
    name: 'New Brunswick',
    zh_name: '新不伦瑞克省',
    cities: [city('CA-NB', 'Moncton', '蒙克顿'), city('CA-NB', 'Saint John', '圣约翰')],
  },
  {
    id: 'CA-NS',
    name: 'Nova Scotia',
    zh_name: '新斯科舍省',
    cities: [city('CA-NS', 'Halifax', '哈利法克斯')],
  },
  {
    id: 'CA-ON',
    name: 'Ontario',
    zh_name: '安大略省',
    cities: [
      city('CA-ON', 'Toronto', '多伦多'),
      city('CA-ON', 'Ottawa', '渥太华'),
      city('CA-ON', 'Mississauga', '密西沙加'),
      city('CA-ON', 'Markham', '万锦'),
      city('CA-ON', 'Hamilton', '汉密尔顿'),
      city('CA-ON', 'Waterloo', '滑铁卢'),
    ],
  },
  {
    id: 'CA-QC',
    name: 'Quebec',
    zh_name: '魁北克省',
    cities: [
      city('CA-QC', 'Montreal', '蒙特利尔'),
      city('CA-QC', 'Quebec City', '魁北克城'),
      city('CA-QC', 'Laval', '拉瓦尔'),
    ],
  },
  {
    id: 'CA-SK',
    name: 'Saskatchewan',
    zh_name: '萨斯喀彻温省',
    cities: [city('CA-SK', 'Saskatoon', '萨斯卡通'), city('CA-SK', 'Regina', '里贾纳')],
  },
];

const warehouse = (
  id: string,
  warehouse_name: string,
  place: { state: [string, string, string]; city: [string, string, string] },
  address: string,
): Warehouse => ({
  id,
  warehouse_name,
  status: 'active',
  image: null,
  country: 'CN',
  state: place.state[0],
  city: place.city[0],
  country_info: { code: 'CN', name: 'China', zh_name: '中国' },
  state_info: { id: place.state[0], name: place.state[1], zh_name: place.state[2] },
  city_info: { id: place.city[0], name: place.city[1], zh_name: place.city[2] },
  contact_person: 'Lin Chen',
  country_code: '+86',
  phone_number: '13800138000',
  address_line_1: address,
  address_line_2: null,
  free_storage_duration: 30,
  free_storage_unit: 'days',
  overdue_storage_fee: 2,
  overdue_fee_frequency: 'day',
  label_size: '100x150',
  warehouse_operators: [],
  operator_ids: [],
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-10-01T08:00:00.000Z',
});

export const shenzhenWarehouse = warehouse(
  '0d9b8a1e-1111-4c2b-8f00-000000000002',
  '深圳宝安国际集运中心 Shenzhen Bao’an Consolidation Centre',
  {
    state: ['CN-GD', 'Guangdong', '广东省'],
    city: ['CN-GD-SHENZHEN', 'Shenzhen', '深圳'],
  },
  '宝安区福永街道凤凰第四工业区 B-10 栋',
);

export const guangzhouWarehouse = warehouse(
  '0d9b8a1e-1111-4c2b-8f00-000000000004',
  'Guangzhou Baiyun Air Hub',
  {
    state: ['CN-GD', 'Guangdong', '广东省'],
    city: ['CN-GD-GUANGZHOU', 'Guangzhou', '广州'],
  },
  '白云区人和镇机场路 88 号',
);

export const yiwuWarehouse = warehouse(
  '0d9b8a1e-1111-4c2b-8f00-000000000005',
  '义乌小商品海运仓',
  { state: ['CN-ZJ', 'Zhejiang', '浙江省'], city: ['CN-ZJ-YIWU', 'Yiwu', '义乌'] },
  '稠江街道贝村路 1299 号',
);

export const activeWarehouses: Warehouse[] = [shenzhenWarehouse, guangzhouWarehouse, yiwuWarehouse];

/** Guangzhou runs CN-CA-A-G already, so the fixture route cannot get a second line there (A49). */
export const warehouseLines: WarehouseShippingLine[] = [
  {
    id: '7e2f1c3a-2222-4d5e-9f00-0000000000a1',
    name: '广州—加拿大空运普货物流专线 Guangzhou–Canada Air Express',
    status: 'active',
    route_code: 'CN-CA-A-G',
    warehouse_id: guangzhouWarehouse.id,
    warehouse_name: guangzhouWarehouse.warehouse_name,
  },
  {
    id: '7e2f1c3a-2222-4d5e-9f00-0000000000a2',
    name: '义乌—加拿大海运',
    status: 'active',
    route_code: 'CN-CA-S-G',
    warehouse_id: yiwuWarehouse.id,
    warehouse_name: yiwuWarehouse.warehouse_name,
  },
];

/** USD 1,500.00 less a first-line discount of USD 200.00: USD 1,300.00 due. */
export const canadaDeposit: RouteDeposit = {
  departing_country: 'CN',
  arriving_country: 'CA',
  amount: 1500,
  currency: 'USD',
  discounts: [
    { amount: 200, description: 'First line on this route', zh_description: '该路线首条物流专线' },
  ],
};

/** A draft whose first `steps` parts are filled in, as a merchant leaves it. */
export function draftThrough(
  last: 'main' | 'coverage' | 'pricing' | 'warehouse' | 'deposit',
): WizardDraft {
  const order = ['main', 'coverage', 'pricing', 'warehouse', 'deposit'];
  const upTo = (step: string) => order.indexOf(step) <= order.indexOf(last);
  return {
    mainRoute: upTo('main')
      ? {
          name: '深圳—温哥华空运普货物流专线 Shenzhen–Vancouver Air Express',
          arrival_country: 'CA',
          transport_method: 'air',
          goods_type: 'general',
          min_time: '7',
          min_days_unit: 'days',
          max_time: '3',
          max_days_unit: 'weeks',
        }
      : {
          name: '',
          arrival_country: '',
          transport_method: '',
          goods_type: '',
          min_time: '',
          min_days_unit: 'days',
          max_time: '',
          max_days_unit: 'days',
        },
    coverage: upTo('coverage')
      ? {
          all_provinces: false,
          provinces: [
            {
              id: 'CA-BC',
              name: 'British Columbia',
              zh_name: '不列颠哥伦比亚省',
              all_cities: false,
              cities: [
                { id: 'CA-BC-VANCOUVER', name: 'Vancouver', zh_name: '温哥华' },
                { id: 'CA-BC-RICHMOND', name: 'Richmond', zh_name: '列治文' },
              ],
            },
            {
              id: 'CA-ON',
              name: 'Ontario',
              zh_name: '安大略省',
              all_cities: true,
              cities: (canadaProvinces[5]?.cities ?? []).map(({ id, name, zh_name }) => ({
                id,
                name,
                zh_name,
              })),
            },
          ],
        }
      : { all_provinces: false, provinces: [] },
    pricing: upTo('pricing')
      ? {
          base_price: '45',
          unit: '0.5',
          additional_weight_price: '12.5',
          per_unit: 'per_half_kg',
          volumetric_divisor: '6000',
          cities: [
            {
              city_id: 'CA-ON-TORONTO',
              city_name: 'Toronto',
              city_zh_name: '多伦多',
              province_name: 'Ontario',
              base_price: '0',
              unit: '1',
              additional_weight_price: '8',
              per_unit: 'per_kg',
              volumetric_divisor: '5000',
            },
          ],
        }
      : {
          base_price: '',
          unit: '0.5',
          additional_weight_price: '',
          per_unit: 'per_half_kg',
          volumetric_divisor: '5000',
          cities: [],
        },
    warehouse: { warehouse_id: upTo('warehouse') ? shenzhenWarehouse.id : '' },
    deposit: { method: 'alipay', claimed_for: upTo('deposit') ? 'CA' : '' },
  };
}
