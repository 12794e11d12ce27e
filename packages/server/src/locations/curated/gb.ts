import { defineProvinces } from '../define.js';

/** United Kingdom: its 4 countries, ISO 3166-2:GB. */
export default defineProvinces([
  [
    'GB-ENG',
    'England',
    '英格兰',
    [
      ['London', '伦敦'],
      ['Birmingham', '伯明翰'],
      ['Manchester', '曼彻斯特'],
      ['Liverpool', '利物浦'],
      ['Leeds', '利兹'],
    ],
  ],
  ['GB-NIR', 'Northern Ireland', '北爱尔兰', [['Belfast', '贝尔法斯特']]],
  [
    'GB-SCT',
    'Scotland',
    '苏格兰',
    [
      ['Edinburgh', '爱丁堡'],
      ['Glasgow', '格拉斯哥'],
      ['Aberdeen', '阿伯丁'],
    ],
  ],
  [
    'GB-WLS',
    'Wales',
    '威尔士',
    [
      ['Cardiff', '加的夫'],
      ['Swansea', '斯旺西'],
    ],
  ],
]);
