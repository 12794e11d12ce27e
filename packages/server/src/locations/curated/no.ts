import { defineProvinces } from '../define.js';

/**
 * Norway: the 15 counties (fylker) after the 2024 reform, ISO 3166-2:NO. Svalbard and Jan
 * Mayen, which ISO lists beside them, are not counties. Akershus is governed from Oslo, outside
 * the county, so its list starts with its largest municipalities.
 */
export default defineProvinces([
  ['NO-03', 'Oslo', '奥斯陆', [['Oslo', '奥斯陆']]],
  [
    'NO-11',
    'Rogaland',
    '罗加兰郡',
    [
      ['Stavanger', '斯塔万格'],
      ['Sandnes', '桑内斯'],
      ['Haugesund', '海于格松'],
    ],
  ],
  [
    'NO-15',
    'Møre og Romsdal',
    '默勒-鲁姆斯达尔郡',
    [
      ['Molde', '莫尔德'],
      ['Ålesund', '奥勒松'],
      ['Kristiansund', '克里斯蒂安松'],
    ],
  ],
  [
    'NO-18',
    'Nordland',
    '诺尔兰郡',
    [
      ['Bodø', '博德'],
      ['Narvik', '纳尔维克'],
    ],
  ],
  [
    'NO-31',
    'Østfold',
    '东福尔郡',
    [
      ['Sarpsborg', '萨尔普斯堡'],
      ['Fredrikstad', '弗雷德里克斯塔'],
    ],
  ],
  [
    'NO-32',
    'Akershus',
    '阿克什胡斯郡',
    [
      ['Bærum', '拜鲁姆'],
      ['Asker', '阿斯克'],
      ['Lillestrøm', '利勒斯特罗姆'],
    ],
  ],
  [
    'NO-33',
    'Buskerud',
    '布斯克吕郡',
    [
      ['Drammen', '德拉门'],
      ['Kongsberg', '孔斯贝格'],
    ],
  ],
  [
    'NO-34',
    'Innlandet',
    '内陆郡',
    [
      ['Lillehammer', '利勒哈默尔'],
      ['Hamar', '哈马尔'],
      ['Gjøvik', '约维克'],
    ],
  ],
  [
    'NO-39',
    'Vestfold',
    '西福尔郡',
    [
      ['Tønsberg', '滕斯贝格'],
      ['Sandefjord', '桑德菲尤尔'],
      ['Larvik', '拉尔维克'],
    ],
  ],
  [
    'NO-40',
    'Telemark',
    '泰勒马克郡',
    [
      ['Skien', '希恩'],
      ['Porsgrunn', '波什格伦'],
    ],
  ],
  [
    'NO-42',
    'Agder',
    '阿格德尔郡',
    [
      ['Kristiansand', '克里斯蒂安桑'],
      ['Arendal', '阿伦达尔'],
    ],
  ],
  ['NO-46', 'Vestland', '韦斯特兰郡', [['Bergen', '卑尔根']]],
  [
    'NO-50',
    'Trøndelag',
    '特伦德拉格郡',
    [
      ['Steinkjer', '斯泰恩谢尔'],
      ['Trondheim', '特隆赫姆'],
    ],
  ],
  [
    'NO-55',
    'Troms',
    '特罗姆斯郡',
    [
      ['Tromsø', '特罗姆瑟'],
      ['Harstad', '哈尔斯塔'],
    ],
  ],
  [
    'NO-56',
    'Finnmark',
    '芬马克郡',
    [
      ['Vadsø', '瓦德瑟'],
      ['Alta', '阿尔塔'],
      ['Hammerfest', '哈默弗斯特'],
    ],
  ],
]);
