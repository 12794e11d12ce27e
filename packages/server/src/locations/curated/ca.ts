import { defineProvinces } from '../define.js';

/** Canada: the 10 provinces and 3 territories, ISO 3166-2:CA. */
export default defineProvinces([
  [
    'CA-AB',
    'Alberta',
    '艾伯塔省',
    [
      ['Edmonton', '埃德蒙顿'],
      ['Calgary', '卡尔加里'],
    ],
  ],
  [
    'CA-BC',
    'British Columbia',
    '不列颠哥伦比亚省',
    [
      ['Victoria', '维多利亚'],
      ['Vancouver', '温哥华'],
      ['Surrey', '素里'],
      ['Burnaby', '本拿比'],
      ['Richmond', '列治文'],
      ['Kelowna', '基洛纳'],
    ],
  ],
  [
    'CA-MB',
    'Manitoba',
    '马尼托巴省',
    [
      ['Winnipeg', '温尼伯'],
      ['Brandon', '布兰登'],
    ],
  ],
  [
    'CA-NB',
    'New Brunswick',
    '新不伦瑞克省',
    [
      ['Fredericton', '弗雷德里克顿'],
      ['Moncton', '蒙克顿'],
      ['Saint John', '圣约翰'],
    ],
  ],
  ['CA-NL', 'Newfoundland and Labrador', '纽芬兰与拉布拉多省', [["St. John's", '圣约翰斯']]],
  ['CA-NS', 'Nova Scotia', '新斯科舍省', [['Halifax', '哈利法克斯']]],
  ['CA-NT', 'Northwest Territories', '西北地区', [['Yellowknife', '耶洛奈夫']]],
  ['CA-NU', 'Nunavut', '努纳武特地区', [['Iqaluit', '伊卡卢伊特']]],
  [
    'CA-ON',
    'Ontario',
    '安大略省',
    [
      ['Toronto', '多伦多'],
      ['Ottawa', '渥太华'],
      ['Mississauga', '密西沙加'],
      ['Hamilton', '汉密尔顿'],
      ['Markham', '万锦'],
    ],
  ],
  ['CA-PE', 'Prince Edward Island', '爱德华王子岛省', [['Charlottetown', '夏洛特敦']]],
  [
    'CA-QC',
    'Quebec',
    '魁北克省',
    [
      ['Quebec City', '魁北克城'],
      ['Montreal', '蒙特利尔'],
      ['Laval', '拉瓦尔'],
      ['Gatineau', '加蒂诺'],
    ],
  ],
  [
    'CA-SK',
    'Saskatchewan',
    '萨斯喀彻温省',
    [
      ['Regina', '里贾纳'],
      ['Saskatoon', '萨斯卡通'],
    ],
  ],
  ['CA-YT', 'Yukon', '育空地区', [['Whitehorse', '怀特霍斯']]],
]);
