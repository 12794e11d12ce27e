import type {
  LocationProvince,
  Operator,
  Parcel,
  Warehouse,
  WarehouseShippingLine,
} from '@jiyun/domain';

/** Sample data for the warehouse page stories (the workbench has no server). */
export const linChen: Operator = {
  id: '6f1c3a52-0b7e-4d7a-9a53-3f2b8c1d9e01',
  first_name: 'Lin',
  last_name: 'Chen',
  email: 'lin@maple.test',
  avatar_url: null,
};

export const weiZhang: Operator = {
  id: '6f1c3a52-0b7e-4d7a-9a53-3f2b8c1d9e02',
  first_name: 'Wei',
  last_name: 'Zhang',
  email: 'wei@maple.test',
  avatar_url: null,
};

export const operators: Operator[] = [linChen, weiZhang];

export const vancouver: Warehouse = {
  id: '0d9b8a1e-1111-4c2b-8f00-000000000001',
  warehouse_name: 'Vancouver Main Warehouse',
  status: 'active',
  image: null,
  country: 'CA',
  state: 'CA-BC',
  city: 'CA-BC-VANCOUVER',
  country_info: { code: 'CA', name: 'Canada', zh_name: '加拿大' },
  state_info: { id: 'CA-BC', name: 'British Columbia', zh_name: '不列颠哥伦比亚省' },
  city_info: { id: 'CA-BC-VANCOUVER', name: 'Vancouver', zh_name: '温哥华' },
  contact_person: 'Lin Chen',
  country_code: '+1',
  phone_number: '6045550199',
  address_line_1: '2800 E 1st Avenue',
  address_line_2: null,
  free_storage_duration: 1,
  free_storage_unit: 'months',
  overdue_storage_fee: 8,
  overdue_fee_frequency: 'week',
  label_size: '100x150',
  warehouse_operators: [linChen],
  operator_ids: [linChen.id],
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-10-01T08:00:00.000Z',
};

export const shenzhen: Warehouse = {
  ...vancouver,
  id: '0d9b8a1e-1111-4c2b-8f00-000000000002',
  warehouse_name: 'Shenzhen Consolidation Centre',
  country: 'CN',
  state: 'CN-GD',
  city: 'CN-GD-SHENZHEN',
  country_info: { code: 'CN', name: 'China', zh_name: '中国' },
  state_info: { id: 'CN-GD', name: 'Guangdong', zh_name: '广东省' },
  city_info: { id: 'CN-GD-SHENZHEN', name: 'Shenzhen', zh_name: '深圳' },
  warehouse_operators: [linChen, weiZhang],
  operator_ids: [linChen.id, weiZhang.id],
};

export const losAngeles: Warehouse = {
  ...vancouver,
  id: '0d9b8a1e-1111-4c2b-8f00-000000000003',
  warehouse_name: 'Los Angeles Gateway',
  status: 'suspended',
  country: 'US',
  state: 'US-CA',
  city: 'US-CA-LOS-ANGELES',
  country_info: { code: 'US', name: 'United States', zh_name: '美国' },
  state_info: { id: 'US-CA', name: 'California', zh_name: '加利福尼亚州' },
  city_info: { id: 'US-CA-LOS-ANGELES', name: 'Los Angeles', zh_name: '洛杉矶' },
  warehouse_operators: [],
  operator_ids: [],
};

export const warehouses: Warehouse[] = [shenzhen, vancouver, losAngeles];

export const canadaProvinces: LocationProvince[] = [
  {
    id: 'CA-BC',
    name: 'British Columbia',
    zh_name: '不列颠哥伦比亚省',
    cities: [
      { id: 'CA-BC-VANCOUVER', name: 'Vancouver', zh_name: '温哥华' },
      { id: 'CA-BC-RICHMOND', name: 'Richmond', zh_name: '列治文' },
    ],
  },
  {
    id: 'CA-ON',
    name: 'Ontario',
    zh_name: '安大略省',
    cities: [{ id: 'CA-ON-TORONTO', name: 'Toronto', zh_name: '多伦多' }],
  },
];

export const vancouverLines: WarehouseShippingLine[] = [
  {
    id: 'line-1',
    name: 'Vancouver Air Standard',
    status: 'active',
    route_code: 'CN-CA-A-G',
    warehouse_id: vancouver.id,
    warehouse_name: vancouver.warehouse_name,
  },
];

const statuses: Parcel['status'][] = ['stored', 'stored', 'error', 'pending', 'packed'];

export const parcels: Parcel[] = Array.from({ length: 10 }, (_, i) => ({
  parcel_id: 1001 + i,
  tracking_id: `YT${String(880000 + i)}`,
  personal_id: `C10${i}`,
  status: statuses[i % statuses.length] ?? 'stored',
  weight: 1 + i / 4,
  length: 30,
  width: 20,
  height: 10 + i,
  inbound_date: `2026-11-${String(10 + i).padStart(2, '0')}`,
  warehouse_id: vancouver.id,
  warehouse_name: vancouver.warehouse_name,
  shelf_location: `A-0${i % 4}`,
  shipping_line:
    i % 3 === 0 ? null : { id: 'line-1', route_code: 'CN-CA-A-G', name: 'Vancouver Air Standard' },
  order: null,
  content_name: i % 2 === 0 ? 'Tea' : null,
  content_value: i % 2 === 0 ? 80 : null,
  content_quantity: i % 2 === 0 ? 2 : null,
  notes: null,
  is_problem: false,
  problem_type: null,
  description: null,
  storage_days: 11 - i,
  overdue_days: 0,
  overdue_fee: 0,
  created_at: '2026-11-10T08:00:00.000Z',
  updated_at: '2026-11-10T08:00:00.000Z',
}));

// Real couriers' tracking ids run 15–20 characters; every status label, the longest included.
const realTrackingIds = [
  'YT7939694557326468',
  'SF1402937785621',
  'JDVA28719403665201',
  'YT79396945573264681',
  '773245198806214',
  'ZTO78341265590321',
  'SF14029377856213047',
  'JT5013872260491',
  'YT2239401857720034',
  'YT22394018577200341',
];
const everyStatus: Parcel['status'][] = [
  'stored',
  'return_processing',
  'pending',
  'error',
  'packed',
  'returned',
  'restored',
];

/** A page of the inventory as a busy warehouse has it: long ids, three-part shelves, old stock. */
export const busyStock: Parcel[] = realTrackingIds.map((tracking_id, i) => ({
  parcel_id: 102310 + i * 7,
  tracking_id,
  personal_id: `C2063${String(12 + i * 3).padStart(2, '0')}`,
  status: everyStatus[i % everyStatus.length] ?? 'stored',
  weight: Math.round((0.8 + i * 3.35) * 100) / 100,
  length: 120,
  width: 60 - i,
  height: 45 + i,
  shelf_location: `B-${String(10 + (i % 3)).padStart(2, '0')}-${String(5 + i).padStart(2, '0')}`,
  inbound_date: `2026-0${6 + (i % 4)}-${String(3 + i * 2).padStart(2, '0')}`,
  storage_days: 168 - i * 13,
  overdue_days: 138 - i * 13,
  overdue_fee: Math.round((1472 - i * 104.5) * 100) / 100,
  warehouse_id: vancouver.id,
  warehouse_name: vancouver.warehouse_name,
  shipping_line: { id: 'line-1', route_code: 'CN-CA-A-G', name: 'Vancouver Air Standard' },
  order: null,
  content_name: 'Tea',
  content_value: 80,
  content_quantity: 2,
  notes: null,
  is_problem: false,
  problem_type: null,
  description: null,
  created_at: '2026-06-03T08:00:00.000Z',
  updated_at: '2026-06-03T08:00:00.000Z',
}));
