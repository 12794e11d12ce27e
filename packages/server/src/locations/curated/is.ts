import { defineProvinces } from '../define.js';

/**
 * Iceland: the 8 regions, ISO 3166-2:IS. Regions have no capital; each lists its largest
 * towns, largest first.
 */
export default defineProvinces([
  [
    'IS-1',
    'Capital Region',
    '首都区',
    [
      ['Reykjavík', '雷克雅未克'],
      ['Kópavogur', '科帕沃于尔'],
      ['Hafnarfjörður', '哈夫纳夫约杜尔'],
    ],
  ],
  ['IS-2', 'Southern Peninsula', '南半岛区', [['Reykjanesbær', '雷恰内斯拜尔']]],
  ['IS-3', 'Western Region', '西部区', [['Akranes', '阿克拉内斯']]],
  ['IS-4', 'Westfjords', '西峡湾区', [['Ísafjörður', '伊萨菲厄泽']]],
  ['IS-5', 'Northwestern Region', '西北区', [['Sauðárkrókur', '瑟伊藻克罗屈尔']]],
  [
    'IS-6',
    'Northeastern Region',
    '东北区',
    [
      ['Akureyri', '阿克雷里'],
      ['Húsavík', '胡萨维克'],
    ],
  ],
  ['IS-7', 'Eastern Region', '东部区', [['Egilsstaðir', '埃伊尔斯塔济']]],
  ['IS-8', 'Southern Region', '南部区', [['Selfoss', '塞尔福斯']]],
]);
