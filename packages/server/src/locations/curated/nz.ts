import { defineProvinces } from '../define.js';

/**
 * New Zealand: the 16 regions, ISO 3166-2:NZ (not the Chatham Islands Territory, which ISO
 * lists as a special island authority). The first city is the regional council's seat.
 */
export default defineProvinces([
  ['NZ-AUK', 'Auckland', '奥克兰大区', [['Auckland', '奥克兰']]],
  [
    'NZ-BOP',
    'Bay of Plenty',
    '丰盛湾大区',
    [
      ['Whakatāne', '法卡塔尼'],
      ['Tauranga', '陶朗加'],
      ['Rotorua', '罗托鲁瓦'],
    ],
  ],
  [
    'NZ-CAN',
    'Canterbury',
    '坎特伯雷大区',
    [
      ['Christchurch', '基督城'],
      ['Timaru', '蒂马鲁'],
    ],
  ],
  ['NZ-GIS', 'Gisborne', '吉斯伯恩大区', [['Gisborne', '吉斯伯恩']]],
  [
    'NZ-HKB',
    "Hawke's Bay",
    '霍克斯湾大区',
    [
      ['Napier', '内皮尔'],
      ['Hastings', '黑斯廷斯'],
    ],
  ],
  ['NZ-MBH', 'Marlborough', '马尔堡大区', [['Blenheim', '布伦海姆']]],
  [
    'NZ-MWT',
    'Manawatū-Whanganui',
    '马纳瓦图-旺格努伊大区',
    [
      ['Palmerston North', '北帕默斯顿'],
      ['Whanganui', '旺格努伊'],
    ],
  ],
  ['NZ-NSN', 'Nelson', '纳尔逊大区', [['Nelson', '纳尔逊']]],
  ['NZ-NTL', 'Northland', '北地大区', [['Whangārei', '旺阿雷']]],
  [
    'NZ-OTA',
    'Otago',
    '奥塔哥大区',
    [
      ['Dunedin', '但尼丁'],
      ['Queenstown', '皇后镇'],
    ],
  ],
  ['NZ-STL', 'Southland', '南地大区', [['Invercargill', '因弗卡吉尔']]],
  ['NZ-TAS', 'Tasman', '塔斯曼大区', [['Richmond', '里士满']]],
  [
    'NZ-TKI',
    'Taranaki',
    '塔拉纳基大区',
    [
      ['Stratford', '斯特拉特福'],
      ['New Plymouth', '新普利茅斯'],
    ],
  ],
  [
    'NZ-WGN',
    'Wellington',
    '惠灵顿大区',
    [
      ['Wellington', '惠灵顿'],
      ['Lower Hutt', '下哈特'],
    ],
  ],
  ['NZ-WKO', 'Waikato', '怀卡托大区', [['Hamilton', '汉密尔顿']]],
  ['NZ-WTC', 'West Coast', '西海岸大区', [['Greymouth', '格雷茅斯']]],
]);
