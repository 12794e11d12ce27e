import { defineProvinces } from '../define.js';

/** Germany: the 16 states (Länder), ISO 3166-2:DE. */
export default defineProvinces([
  [
    'DE-BB',
    'Brandenburg',
    '勃兰登堡州',
    [
      ['Potsdam', '波茨坦'],
      ['Cottbus', '科特布斯'],
    ],
  ],
  ['DE-BE', 'Berlin', '柏林州', [['Berlin', '柏林']]],
  [
    'DE-BW',
    'Baden-Württemberg',
    '巴登-符腾堡州',
    [
      ['Stuttgart', '斯图加特'],
      ['Mannheim', '曼海姆'],
      ['Karlsruhe', '卡尔斯鲁厄'],
      ['Freiburg im Breisgau', '弗赖堡'],
      ['Heidelberg', '海德堡'],
    ],
  ],
  [
    'DE-BY',
    'Bavaria',
    '巴伐利亚州',
    [
      ['Munich', '慕尼黑'],
      ['Nuremberg', '纽伦堡'],
      ['Augsburg', '奥格斯堡'],
      ['Regensburg', '雷根斯堡'],
    ],
  ],
  [
    'DE-HB',
    'Bremen',
    '不来梅州',
    [
      ['Bremen', '不来梅'],
      ['Bremerhaven', '不来梅港'],
    ],
  ],
  [
    'DE-HE',
    'Hesse',
    '黑森州',
    [
      ['Wiesbaden', '威斯巴登'],
      ['Frankfurt', '法兰克福'],
      ['Kassel', '卡塞尔'],
      ['Darmstadt', '达姆施塔特'],
    ],
  ],
  ['DE-HH', 'Hamburg', '汉堡州', [['Hamburg', '汉堡']]],
  [
    'DE-MV',
    'Mecklenburg-Vorpommern',
    '梅克伦堡-前波美拉尼亚州',
    [
      ['Schwerin', '什未林'],
      ['Rostock', '罗斯托克'],
    ],
  ],
  [
    'DE-NI',
    'Lower Saxony',
    '下萨克森州',
    [
      ['Hanover', '汉诺威'],
      ['Braunschweig', '不伦瑞克'],
      ['Oldenburg', '奥尔登堡'],
      ['Osnabrück', '奥斯纳布吕克'],
    ],
  ],
  [
    'DE-NW',
    'North Rhine-Westphalia',
    '北莱茵-威斯特法伦州',
    [
      ['Düsseldorf', '杜塞尔多夫'],
      ['Cologne', '科隆'],
      ['Dortmund', '多特蒙德'],
      ['Essen', '埃森'],
      ['Duisburg', '杜伊斯堡'],
    ],
  ],
  [
    'DE-RP',
    'Rhineland-Palatinate',
    '莱茵兰-普法尔茨州',
    [
      ['Mainz', '美因茨'],
      ['Ludwigshafen', '路德维希港'],
      ['Koblenz', '科布伦茨'],
      ['Trier', '特里尔'],
    ],
  ],
  [
    'DE-SH',
    'Schleswig-Holstein',
    '石勒苏益格-荷尔斯泰因州',
    [
      ['Kiel', '基尔'],
      ['Lübeck', '吕贝克'],
    ],
  ],
  ['DE-SL', 'Saarland', '萨尔州', [['Saarbrücken', '萨尔布吕肯']]],
  [
    'DE-SN',
    'Saxony',
    '萨克森州',
    [
      ['Dresden', '德累斯顿'],
      ['Leipzig', '莱比锡'],
      ['Chemnitz', '开姆尼茨'],
    ],
  ],
  [
    'DE-ST',
    'Saxony-Anhalt',
    '萨克森-安哈尔特州',
    [
      ['Magdeburg', '马格德堡'],
      ['Halle', '哈雷'],
    ],
  ],
  [
    'DE-TH',
    'Thuringia',
    '图林根州',
    [
      ['Erfurt', '爱尔福特'],
      ['Jena', '耶拿'],
    ],
  ],
]);
