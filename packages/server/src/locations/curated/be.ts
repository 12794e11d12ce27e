import { defineProvinces } from '../define.js';

/**
 * Belgium: the 3 regions, ISO 3166-2:BE. Flanders is governed from Brussels, which is not part
 * of the Flemish Region, so its list starts with its largest cities.
 */
export default defineProvinces([
  ['BE-BRU', 'Brussels-Capital Region', '布鲁塞尔首都大区', [['Brussels', '布鲁塞尔']]],
  [
    'BE-VLG',
    'Flemish Region',
    '弗拉芒大区',
    [
      ['Antwerp', '安特卫普'],
      ['Ghent', '根特'],
      ['Bruges', '布鲁日'],
      ['Leuven', '鲁汶'],
    ],
  ],
  [
    'BE-WAL',
    'Walloon Region',
    '瓦隆大区',
    [
      ['Namur', '那慕尔'],
      ['Charleroi', '沙勒罗瓦'],
      ['Liège', '列日'],
      ['Mons', '蒙斯'],
    ],
  ],
]);
