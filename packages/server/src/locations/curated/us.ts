import { defineProvinces } from '../define.js';

/**
 * United States: the 50 states and the District of Columbia, ISO 3166-2:US (not the outlying
 * areas, which have their own ISO 3166-1 codes). The first city is the state capital.
 */
export default defineProvinces([
  [
    'US-AK',
    'Alaska',
    '阿拉斯加州',
    [
      ['Juneau', '朱诺'],
      ['Anchorage', '安克雷奇'],
    ],
  ],
  [
    'US-AL',
    'Alabama',
    '亚拉巴马州',
    [
      ['Montgomery', '蒙哥马利'],
      ['Huntsville', '亨茨维尔'],
      ['Birmingham', '伯明翰'],
    ],
  ],
  ['US-AR', 'Arkansas', '阿肯色州', [['Little Rock', '小石城']]],
  [
    'US-AZ',
    'Arizona',
    '亚利桑那州',
    [
      ['Phoenix', '菲尼克斯'],
      ['Tucson', '图森'],
    ],
  ],
  [
    'US-CA',
    'California',
    '加利福尼亚州',
    [
      ['Sacramento', '萨克拉门托'],
      ['Los Angeles', '洛杉矶'],
      ['San Diego', '圣迭戈'],
      ['San Jose', '圣何塞'],
      ['San Francisco', '旧金山'],
    ],
  ],
  [
    'US-CO',
    'Colorado',
    '科罗拉多州',
    [
      ['Denver', '丹佛'],
      ['Colorado Springs', '科罗拉多斯普林斯'],
    ],
  ],
  [
    'US-CT',
    'Connecticut',
    '康涅狄格州',
    [
      ['Hartford', '哈特福德'],
      ['Bridgeport', '布里奇波特'],
    ],
  ],
  ['US-DC', 'District of Columbia', '哥伦比亚特区', [['Washington', '华盛顿']]],
  [
    'US-DE',
    'Delaware',
    '特拉华州',
    [
      ['Dover', '多佛'],
      ['Wilmington', '威尔明顿'],
    ],
  ],
  [
    'US-FL',
    'Florida',
    '佛罗里达州',
    [
      ['Tallahassee', '塔拉哈西'],
      ['Jacksonville', '杰克逊维尔'],
      ['Miami', '迈阿密'],
      ['Tampa', '坦帕'],
      ['Orlando', '奥兰多'],
    ],
  ],
  [
    'US-GA',
    'Georgia',
    '佐治亚州',
    [
      ['Atlanta', '亚特兰大'],
      ['Savannah', '萨凡纳'],
    ],
  ],
  ['US-HI', 'Hawaii', '夏威夷州', [['Honolulu', '檀香山']]],
  ['US-IA', 'Iowa', '艾奥瓦州', [['Des Moines', '得梅因']]],
  ['US-ID', 'Idaho', '爱达荷州', [['Boise', '博伊西']]],
  [
    'US-IL',
    'Illinois',
    '伊利诺伊州',
    [
      ['Springfield', '斯普林菲尔德'],
      ['Chicago', '芝加哥'],
    ],
  ],
  ['US-IN', 'Indiana', '印第安纳州', [['Indianapolis', '印第安纳波利斯']]],
  [
    'US-KS',
    'Kansas',
    '堪萨斯州',
    [
      ['Topeka', '托皮卡'],
      ['Wichita', '威奇托'],
    ],
  ],
  [
    'US-KY',
    'Kentucky',
    '肯塔基州',
    [
      ['Frankfort', '法兰克福'],
      ['Louisville', '路易斯维尔'],
    ],
  ],
  [
    'US-LA',
    'Louisiana',
    '路易斯安那州',
    [
      ['Baton Rouge', '巴吞鲁日'],
      ['New Orleans', '新奥尔良'],
    ],
  ],
  [
    'US-MA',
    'Massachusetts',
    '马萨诸塞州',
    [
      ['Boston', '波士顿'],
      ['Worcester', '伍斯特'],
    ],
  ],
  [
    'US-MD',
    'Maryland',
    '马里兰州',
    [
      ['Annapolis', '安纳波利斯'],
      ['Baltimore', '巴尔的摩'],
    ],
  ],
  [
    'US-ME',
    'Maine',
    '缅因州',
    [
      ['Augusta', '奥古斯塔'],
      ['Portland', '波特兰'],
    ],
  ],
  [
    'US-MI',
    'Michigan',
    '密歇根州',
    [
      ['Lansing', '兰辛'],
      ['Detroit', '底特律'],
      ['Grand Rapids', '大急流城'],
    ],
  ],
  [
    'US-MN',
    'Minnesota',
    '明尼苏达州',
    [
      ['Saint Paul', '圣保罗'],
      ['Minneapolis', '明尼阿波利斯'],
    ],
  ],
  [
    'US-MO',
    'Missouri',
    '密苏里州',
    [
      ['Jefferson City', '杰斐逊城'],
      ['Kansas City', '堪萨斯城'],
      ['St. Louis', '圣路易斯'],
    ],
  ],
  ['US-MS', 'Mississippi', '密西西比州', [['Jackson', '杰克逊']]],
  [
    'US-MT',
    'Montana',
    '蒙大拿州',
    [
      ['Helena', '海伦娜'],
      ['Billings', '比林斯'],
    ],
  ],
  [
    'US-NC',
    'North Carolina',
    '北卡罗来纳州',
    [
      ['Raleigh', '罗利'],
      ['Charlotte', '夏洛特'],
    ],
  ],
  [
    'US-ND',
    'North Dakota',
    '北达科他州',
    [
      ['Bismarck', '俾斯麦'],
      ['Fargo', '法戈'],
    ],
  ],
  [
    'US-NE',
    'Nebraska',
    '内布拉斯加州',
    [
      ['Lincoln', '林肯'],
      ['Omaha', '奥马哈'],
    ],
  ],
  [
    'US-NH',
    'New Hampshire',
    '新罕布什尔州',
    [
      ['Concord', '康科德'],
      ['Manchester', '曼彻斯特'],
    ],
  ],
  [
    'US-NJ',
    'New Jersey',
    '新泽西州',
    [
      ['Trenton', '特伦顿'],
      ['Newark', '纽瓦克'],
      ['Jersey City', '泽西城'],
    ],
  ],
  [
    'US-NM',
    'New Mexico',
    '新墨西哥州',
    [
      ['Santa Fe', '圣菲'],
      ['Albuquerque', '阿尔伯克基'],
    ],
  ],
  [
    'US-NV',
    'Nevada',
    '内华达州',
    [
      ['Carson City', '卡森城'],
      ['Las Vegas', '拉斯维加斯'],
      ['Reno', '里诺'],
    ],
  ],
  [
    'US-NY',
    'New York',
    '纽约州',
    [
      ['Albany', '奥尔巴尼'],
      ['New York City', '纽约市'],
      ['Buffalo', '布法罗'],
    ],
  ],
  [
    'US-OH',
    'Ohio',
    '俄亥俄州',
    [
      ['Columbus', '哥伦布'],
      ['Cleveland', '克利夫兰'],
      ['Cincinnati', '辛辛那提'],
    ],
  ],
  [
    'US-OK',
    'Oklahoma',
    '俄克拉何马州',
    [
      ['Oklahoma City', '俄克拉何马城'],
      ['Tulsa', '塔尔萨'],
    ],
  ],
  [
    'US-OR',
    'Oregon',
    '俄勒冈州',
    [
      ['Salem', '塞勒姆'],
      ['Portland', '波特兰'],
    ],
  ],
  [
    'US-PA',
    'Pennsylvania',
    '宾夕法尼亚州',
    [
      ['Harrisburg', '哈里斯堡'],
      ['Philadelphia', '费城'],
      ['Pittsburgh', '匹兹堡'],
    ],
  ],
  ['US-RI', 'Rhode Island', '罗得岛州', [['Providence', '普罗维登斯']]],
  [
    'US-SC',
    'South Carolina',
    '南卡罗来纳州',
    [
      ['Columbia', '哥伦比亚'],
      ['Charleston', '查尔斯顿'],
    ],
  ],
  [
    'US-SD',
    'South Dakota',
    '南达科他州',
    [
      ['Pierre', '皮尔'],
      ['Sioux Falls', '苏福尔斯'],
    ],
  ],
  [
    'US-TN',
    'Tennessee',
    '田纳西州',
    [
      ['Nashville', '纳什维尔'],
      ['Memphis', '孟菲斯'],
    ],
  ],
  [
    'US-TX',
    'Texas',
    '得克萨斯州',
    [
      ['Austin', '奥斯汀'],
      ['Houston', '休斯敦'],
      ['San Antonio', '圣安东尼奥'],
      ['Dallas', '达拉斯'],
    ],
  ],
  ['US-UT', 'Utah', '犹他州', [['Salt Lake City', '盐湖城']]],
  [
    'US-VA',
    'Virginia',
    '弗吉尼亚州',
    [
      ['Richmond', '里士满'],
      ['Virginia Beach', '弗吉尼亚海滩'],
    ],
  ],
  [
    'US-VT',
    'Vermont',
    '佛蒙特州',
    [
      ['Montpelier', '蒙彼利埃'],
      ['Burlington', '伯灵顿'],
    ],
  ],
  [
    'US-WA',
    'Washington',
    '华盛顿州',
    [
      ['Olympia', '奥林匹亚'],
      ['Seattle', '西雅图'],
      ['Spokane', '斯波坎'],
    ],
  ],
  [
    'US-WI',
    'Wisconsin',
    '威斯康星州',
    [
      ['Madison', '麦迪逊'],
      ['Milwaukee', '密尔沃基'],
    ],
  ],
  [
    'US-WV',
    'West Virginia',
    '西弗吉尼亚州',
    [
      ['Charleston', '查尔斯顿'],
      ['Huntington', '亨廷顿'],
    ],
  ],
  [
    'US-WY',
    'Wyoming',
    '怀俄明州',
    [
      ['Cheyenne', '夏延'],
      ['Casper', '卡斯珀'],
    ],
  ],
]);
