import { defineProvinces } from '../define.js';

/** Austria: the 9 states (Bundesländer), ISO 3166-2:AT. */
export default defineProvinces([
  ['AT-1', 'Burgenland', '布尔根兰州', [['Eisenstadt', '艾森施塔特']]],
  [
    'AT-2',
    'Carinthia',
    '克恩顿州',
    [
      ['Klagenfurt', '克拉根福'],
      ['Villach', '菲拉赫'],
    ],
  ],
  [
    'AT-3',
    'Lower Austria',
    '下奥地利州',
    [
      ['St. Pölten', '圣珀尔滕'],
      ['Wiener Neustadt', '维也纳新城'],
    ],
  ],
  [
    'AT-4',
    'Upper Austria',
    '上奥地利州',
    [
      ['Linz', '林茨'],
      ['Wels', '韦尔斯'],
      ['Steyr', '施泰尔'],
    ],
  ],
  ['AT-5', 'Salzburg', '萨尔茨堡州', [['Salzburg', '萨尔茨堡']]],
  [
    'AT-6',
    'Styria',
    '施蒂利亚州',
    [
      ['Graz', '格拉茨'],
      ['Leoben', '莱奥本'],
    ],
  ],
  ['AT-7', 'Tyrol', '蒂罗尔州', [['Innsbruck', '因斯布鲁克']]],
  [
    'AT-8',
    'Vorarlberg',
    '福拉尔贝格州',
    [
      ['Bregenz', '布雷根茨'],
      ['Dornbirn', '多恩比恩'],
    ],
  ],
  ['AT-9', 'Vienna', '维也纳州', [['Vienna', '维也纳']]],
]);
