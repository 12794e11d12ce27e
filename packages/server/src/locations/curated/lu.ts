import { defineProvinces } from '../define.js';

/** Luxembourg: the 12 cantons, ISO 3166-2:LU (the first town is the canton's seat). */
export default defineProvinces([
  [
    'LU-CA',
    'Capellen',
    '卡佩伦县',
    [
      ['Capellen', '卡佩伦'],
      ['Mamer', '马默'],
    ],
  ],
  ['LU-CL', 'Clervaux', '克莱沃县', [['Clervaux', '克莱沃']]],
  [
    'LU-DI',
    'Diekirch',
    '迪基希县',
    [
      ['Diekirch', '迪基希'],
      ['Ettelbruck', '埃特尔布吕克'],
    ],
  ],
  ['LU-EC', 'Echternach', '埃希特纳赫县', [['Echternach', '埃希特纳赫']]],
  [
    'LU-ES',
    'Esch-sur-Alzette',
    '阿尔泽特河畔埃施县',
    [
      ['Esch-sur-Alzette', '阿尔泽特河畔埃施'],
      ['Differdange', '迪弗当日'],
      ['Dudelange', '迪德朗日'],
    ],
  ],
  ['LU-GR', 'Grevenmacher', '格雷文马赫县', [['Grevenmacher', '格雷文马赫']]],
  ['LU-LU', 'Luxembourg', '卢森堡县', [['Luxembourg City', '卢森堡市']]],
  ['LU-ME', 'Mersch', '梅尔施县', [['Mersch', '梅尔施']]],
  ['LU-RD', 'Redange', '雷当日县', [['Redange', '雷当日']]],
  [
    'LU-RM',
    'Remich',
    '雷米希县',
    [
      ['Remich', '雷米希'],
      ['Mondorf-les-Bains', '蒙多夫莱班'],
    ],
  ],
  ['LU-VD', 'Vianden', '菲安登县', [['Vianden', '菲安登']]],
  ['LU-WI', 'Wiltz', '维尔茨县', [['Wiltz', '维尔茨']]],
]);
