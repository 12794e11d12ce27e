import { defineProvinces } from '../define.js';

/** Switzerland: the 26 cantons, ISO 3166-2:CH. */
export default defineProvinces([
  [
    'CH-AG',
    'Aargau',
    '阿尔高州',
    [
      ['Aarau', '阿劳'],
      ['Wettingen', '韦廷根'],
      ['Baden', '巴登'],
    ],
  ],
  ['CH-AI', 'Appenzell Innerrhoden', '内阿彭策尔州', [['Appenzell', '阿彭策尔']]],
  ['CH-AR', 'Appenzell Ausserrhoden', '外阿彭策尔州', [['Herisau', '黑里绍']]],
  [
    'CH-BE',
    'Bern',
    '伯尔尼州',
    [
      ['Bern', '伯尔尼'],
      ['Biel/Bienne', '比尔'],
      ['Thun', '图恩'],
    ],
  ],
  [
    'CH-BL',
    'Basel-Landschaft',
    '巴塞尔乡村州',
    [
      ['Liestal', '利斯塔尔'],
      ['Allschwil', '阿尔施维尔'],
    ],
  ],
  ['CH-BS', 'Basel-Stadt', '巴塞尔城市州', [['Basel', '巴塞尔']]],
  [
    'CH-FR',
    'Fribourg',
    '弗里堡州',
    [
      ['Fribourg', '弗里堡'],
      ['Bulle', '布勒'],
    ],
  ],
  ['CH-GE', 'Geneva', '日内瓦州', [['Geneva', '日内瓦']]],
  ['CH-GL', 'Glarus', '格拉鲁斯州', [['Glarus', '格拉鲁斯']]],
  [
    'CH-GR',
    'Graubünden',
    '格劳宾登州',
    [
      ['Chur', '库尔'],
      ['Davos', '达沃斯'],
    ],
  ],
  ['CH-JU', 'Jura', '汝拉州', [['Delémont', '德莱蒙']]],
  ['CH-LU', 'Lucerne', '卢塞恩州', [['Lucerne', '卢塞恩']]],
  [
    'CH-NE',
    'Neuchâtel',
    '纳沙泰尔州',
    [
      ['Neuchâtel', '纳沙泰尔'],
      ['La Chaux-de-Fonds', '拉绍德封'],
    ],
  ],
  ['CH-NW', 'Nidwalden', '下瓦尔登州', [['Stans', '施坦斯']]],
  ['CH-OW', 'Obwalden', '上瓦尔登州', [['Sarnen', '萨尔嫩']]],
  [
    'CH-SG',
    'St. Gallen',
    '圣加仑州',
    [
      ['St. Gallen', '圣加仑'],
      ['Rapperswil-Jona', '拉珀斯维尔-约纳'],
    ],
  ],
  ['CH-SH', 'Schaffhausen', '沙夫豪森州', [['Schaffhausen', '沙夫豪森']]],
  [
    'CH-SO',
    'Solothurn',
    '索洛图恩州',
    [
      ['Solothurn', '索洛图恩'],
      ['Olten', '奥尔滕'],
    ],
  ],
  [
    'CH-SZ',
    'Schwyz',
    '施维茨州',
    [
      ['Schwyz', '施维茨'],
      ['Einsiedeln', '艾因西德伦'],
    ],
  ],
  [
    'CH-TG',
    'Thurgau',
    '图尔高州',
    [
      ['Frauenfeld', '弗劳恩费尔德'],
      ['Kreuzlingen', '克罗伊茨林根'],
    ],
  ],
  [
    'CH-TI',
    'Ticino',
    '提契诺州',
    [
      ['Bellinzona', '贝林佐纳'],
      ['Lugano', '卢加诺'],
      ['Locarno', '洛迦诺'],
    ],
  ],
  ['CH-UR', 'Uri', '乌里州', [['Altdorf', '阿尔特多夫']]],
  [
    'CH-VD',
    'Vaud',
    '沃州',
    [
      ['Lausanne', '洛桑'],
      ['Yverdon-les-Bains', '伊韦尔东莱班'],
      ['Montreux', '蒙特勒'],
    ],
  ],
  [
    'CH-VS',
    'Valais',
    '瓦莱州',
    [
      ['Sion', '锡永'],
      ['Martigny', '马蒂尼'],
    ],
  ],
  ['CH-ZG', 'Zug', '楚格州', [['Zug', '楚格']]],
  [
    'CH-ZH',
    'Zürich',
    '苏黎世州',
    [
      ['Zürich', '苏黎世'],
      ['Winterthur', '温特图尔'],
    ],
  ],
]);
