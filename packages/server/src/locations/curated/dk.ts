import { defineProvinces } from '../define.js';

/** Denmark: the 5 regions, ISO 3166-2:DK (the first city is the regional seat). */
export default defineProvinces([
  [
    'DK-81',
    'North Denmark Region',
    '北日德兰大区',
    [
      ['Aalborg', '奥尔堡'],
      ['Hjørring', '约灵'],
    ],
  ],
  [
    'DK-82',
    'Central Denmark Region',
    '中日德兰大区',
    [
      ['Viborg', '维堡'],
      ['Aarhus', '奥胡斯'],
    ],
  ],
  [
    'DK-83',
    'Region of Southern Denmark',
    '南丹麦大区',
    [
      ['Vejle', '瓦埃勒'],
      ['Odense', '欧登塞'],
      ['Esbjerg', '埃斯比约'],
      ['Kolding', '科灵'],
    ],
  ],
  [
    'DK-84',
    'Capital Region of Denmark',
    '首都大区',
    [
      ['Hillerød', '希勒勒'],
      ['Copenhagen', '哥本哈根'],
    ],
  ],
  [
    'DK-85',
    'Region Zealand',
    '西兰大区',
    [
      ['Sorø', '索勒'],
      ['Roskilde', '罗斯基勒'],
    ],
  ],
]);
