import { defineProvinces } from '../define.js';

/** Australia: the 6 states and 2 mainland territories, ISO 3166-2:AU. */
export default defineProvinces([
  ['AU-ACT', 'Australian Capital Territory', '澳大利亚首都领地', [['Canberra', '堪培拉']]],
  [
    'AU-NSW',
    'New South Wales',
    '新南威尔士州',
    [
      ['Sydney', '悉尼'],
      ['Newcastle', '纽卡斯尔'],
      ['Wollongong', '卧龙岗'],
    ],
  ],
  [
    'AU-NT',
    'Northern Territory',
    '北领地',
    [
      ['Darwin', '达尔文'],
      ['Alice Springs', '爱丽斯泉'],
    ],
  ],
  [
    'AU-QLD',
    'Queensland',
    '昆士兰州',
    [
      ['Brisbane', '布里斯班'],
      ['Gold Coast', '黄金海岸'],
      ['Townsville', '汤斯维尔'],
      ['Cairns', '凯恩斯'],
    ],
  ],
  ['AU-SA', 'South Australia', '南澳大利亚州', [['Adelaide', '阿德莱德']]],
  [
    'AU-TAS',
    'Tasmania',
    '塔斯马尼亚州',
    [
      ['Hobart', '霍巴特'],
      ['Launceston', '朗塞斯顿'],
    ],
  ],
  [
    'AU-VIC',
    'Victoria',
    '维多利亚州',
    [
      ['Melbourne', '墨尔本'],
      ['Geelong', '吉朗'],
      ['Ballarat', '巴拉瑞特'],
    ],
  ],
  ['AU-WA', 'Western Australia', '西澳大利亚州', [['Perth', '珀斯']]],
]);
