import { defineProvinces } from '../define.js';

/** Italy: the 20 regions, ISO 3166-2:IT. */
export default defineProvinces([
  [
    'IT-21',
    'Piedmont',
    '皮埃蒙特大区',
    [
      ['Turin', '都灵'],
      ['Novara', '诺瓦拉'],
    ],
  ],
  ['IT-23', 'Aosta Valley', '瓦莱达奥斯塔大区', [['Aosta', '奥斯塔']]],
  [
    'IT-25',
    'Lombardy',
    '伦巴第大区',
    [
      ['Milan', '米兰'],
      ['Brescia', '布雷西亚'],
      ['Bergamo', '贝加莫'],
    ],
  ],
  [
    'IT-32',
    'Trentino-South Tyrol',
    '特伦蒂诺-上阿迪杰大区',
    [
      ['Trento', '特伦托'],
      ['Bolzano', '博尔扎诺'],
    ],
  ],
  [
    'IT-34',
    'Veneto',
    '威尼托大区',
    [
      ['Venice', '威尼斯'],
      ['Verona', '维罗纳'],
      ['Padua', '帕多瓦'],
    ],
  ],
  [
    'IT-36',
    'Friuli Venezia Giulia',
    '弗留利-威尼斯朱利亚大区',
    [
      ['Trieste', '的里雅斯特'],
      ['Udine', '乌迪内'],
    ],
  ],
  ['IT-42', 'Liguria', '利古里亚大区', [['Genoa', '热那亚']]],
  [
    'IT-45',
    'Emilia-Romagna',
    '艾米利亚-罗马涅大区',
    [
      ['Bologna', '博洛尼亚'],
      ['Parma', '帕尔马'],
      ['Modena', '摩德纳'],
    ],
  ],
  [
    'IT-52',
    'Tuscany',
    '托斯卡纳大区',
    [
      ['Florence', '佛罗伦萨'],
      ['Prato', '普拉托'],
      ['Pisa', '比萨'],
    ],
  ],
  [
    'IT-55',
    'Umbria',
    '翁布里亚大区',
    [
      ['Perugia', '佩鲁贾'],
      ['Terni', '特尔尼'],
    ],
  ],
  ['IT-57', 'Marche', '马尔凯大区', [['Ancona', '安科纳']]],
  [
    'IT-62',
    'Lazio',
    '拉齐奥大区',
    [
      ['Rome', '罗马'],
      ['Latina', '拉蒂纳'],
    ],
  ],
  [
    'IT-65',
    'Abruzzo',
    '阿布鲁佐大区',
    [
      ["L'Aquila", '拉奎拉'],
      ['Pescara', '佩斯卡拉'],
    ],
  ],
  ['IT-67', 'Molise', '莫利塞大区', [['Campobasso', '坎波巴索']]],
  [
    'IT-72',
    'Campania',
    '坎帕尼亚大区',
    [
      ['Naples', '那不勒斯'],
      ['Salerno', '萨莱诺'],
    ],
  ],
  [
    'IT-75',
    'Apulia',
    '普利亚大区',
    [
      ['Bari', '巴里'],
      ['Taranto', '塔兰托'],
    ],
  ],
  [
    'IT-77',
    'Basilicata',
    '巴西利卡塔大区',
    [
      ['Potenza', '波坦察'],
      ['Matera', '马泰拉'],
    ],
  ],
  [
    'IT-78',
    'Calabria',
    '卡拉布里亚大区',
    [
      ['Catanzaro', '卡坦扎罗'],
      ['Reggio Calabria', '雷焦卡拉布里亚'],
    ],
  ],
  [
    'IT-82',
    'Sicily',
    '西西里大区',
    [
      ['Palermo', '巴勒莫'],
      ['Catania', '卡塔尼亚'],
      ['Messina', '墨西拿'],
    ],
  ],
  [
    'IT-88',
    'Sardinia',
    '撒丁大区',
    [
      ['Cagliari', '卡利亚里'],
      ['Sassari', '萨萨里'],
    ],
  ],
]);
