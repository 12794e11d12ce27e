import { defineProvinces } from '../define.js';

/** Netherlands: the 12 provinces, ISO 3166-2:NL (the first city is the provincial capital). */
export default defineProvinces([
  [
    'NL-DR',
    'Drenthe',
    '德伦特省',
    [
      ['Assen', '阿森'],
      ['Emmen', '埃门'],
    ],
  ],
  [
    'NL-FL',
    'Flevoland',
    '弗莱福兰省',
    [
      ['Lelystad', '莱利斯塔德'],
      ['Almere', '阿尔梅勒'],
    ],
  ],
  ['NL-FR', 'Friesland', '弗里斯兰省', [['Leeuwarden', '吕伐登']]],
  [
    'NL-GE',
    'Gelderland',
    '海尔德兰省',
    [
      ['Arnhem', '阿纳姆'],
      ['Nijmegen', '奈梅亨'],
      ['Apeldoorn', '阿珀尔多伦'],
    ],
  ],
  ['NL-GR', 'Groningen', '格罗宁根省', [['Groningen', '格罗宁根']]],
  [
    'NL-LI',
    'Limburg',
    '林堡省',
    [
      ['Maastricht', '马斯特里赫特'],
      ['Venlo', '芬洛'],
    ],
  ],
  [
    'NL-NB',
    'North Brabant',
    '北布拉班特省',
    [
      ["'s-Hertogenbosch", '斯海尔托亨博斯'],
      ['Eindhoven', '埃因霍温'],
      ['Tilburg', '蒂尔堡'],
      ['Breda', '布雷达'],
    ],
  ],
  [
    'NL-NH',
    'North Holland',
    '北荷兰省',
    [
      ['Haarlem', '哈勒姆'],
      ['Amsterdam', '阿姆斯特丹'],
    ],
  ],
  [
    'NL-OV',
    'Overijssel',
    '上艾瑟尔省',
    [
      ['Zwolle', '兹沃勒'],
      ['Enschede', '恩斯赫德'],
    ],
  ],
  [
    'NL-UT',
    'Utrecht',
    '乌得勒支省',
    [
      ['Utrecht', '乌得勒支'],
      ['Amersfoort', '阿默斯福特'],
    ],
  ],
  [
    'NL-ZE',
    'Zeeland',
    '泽兰省',
    [
      ['Middelburg', '米德尔堡'],
      ['Vlissingen', '弗利辛恩'],
    ],
  ],
  [
    'NL-ZH',
    'South Holland',
    '南荷兰省',
    [
      ['The Hague', '海牙'],
      ['Rotterdam', '鹿特丹'],
      ['Leiden', '莱顿'],
      ['Delft', '代尔夫特'],
    ],
  ],
]);
