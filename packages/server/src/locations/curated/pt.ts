import { defineProvinces } from '../define.js';

/** Portugal: the 18 mainland districts and the 2 autonomous regions, ISO 3166-2:PT. */
export default defineProvinces([
  ['PT-01', 'Aveiro', '阿威罗区', [['Aveiro', '阿威罗']]],
  ['PT-02', 'Beja', '贝雅区', [['Beja', '贝雅']]],
  [
    'PT-03',
    'Braga',
    '布拉加区',
    [
      ['Braga', '布拉加'],
      ['Guimarães', '吉马良斯'],
    ],
  ],
  ['PT-04', 'Bragança', '布拉干萨区', [['Bragança', '布拉干萨']]],
  ['PT-05', 'Castelo Branco', '布朗库堡区', [['Castelo Branco', '布朗库堡']]],
  ['PT-06', 'Coimbra', '科英布拉区', [['Coimbra', '科英布拉']]],
  ['PT-07', 'Évora', '埃武拉区', [['Évora', '埃武拉']]],
  [
    'PT-08',
    'Faro',
    '法鲁区',
    [
      ['Faro', '法鲁'],
      ['Portimão', '波尔蒂芒'],
    ],
  ],
  ['PT-09', 'Guarda', '瓜达区', [['Guarda', '瓜达']]],
  ['PT-10', 'Leiria', '莱里亚区', [['Leiria', '莱里亚']]],
  [
    'PT-11',
    'Lisbon',
    '里斯本区',
    [
      ['Lisbon', '里斯本'],
      ['Sintra', '辛特拉'],
    ],
  ],
  ['PT-12', 'Portalegre', '波塔莱格雷区', [['Portalegre', '波塔莱格雷']]],
  [
    'PT-13',
    'Porto',
    '波尔图区',
    [
      ['Porto', '波尔图'],
      ['Vila Nova de Gaia', '加亚新城'],
    ],
  ],
  ['PT-14', 'Santarém', '圣塔伦区', [['Santarém', '圣塔伦']]],
  [
    'PT-15',
    'Setúbal',
    '塞图巴尔区',
    [
      ['Setúbal', '塞图巴尔'],
      ['Almada', '阿尔马达'],
    ],
  ],
  ['PT-16', 'Viana do Castelo', '维亚纳堡区', [['Viana do Castelo', '维亚纳堡']]],
  ['PT-17', 'Vila Real', '雷阿尔城区', [['Vila Real', '雷阿尔城']]],
  ['PT-18', 'Viseu', '维塞乌区', [['Viseu', '维塞乌']]],
  [
    'PT-20',
    'Azores',
    '亚速尔群岛自治区',
    [
      ['Ponta Delgada', '蓬塔德尔加达'],
      ['Angra do Heroísmo', '英雄港'],
      ['Horta', '奥尔塔'],
    ],
  ],
  ['PT-30', 'Madeira', '马德拉自治区', [['Funchal', '丰沙尔']]],
]);
