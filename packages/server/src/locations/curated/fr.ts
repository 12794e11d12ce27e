import { defineProvinces } from '../define.js';

/**
 * France: the 13 metropolitan regions (Corsica included) and the 5 overseas regions,
 * ISO 3166-2:FR (overseas regions under their department codes 971–976).
 */
export default defineProvinces([
  [
    'FR-20R',
    'Corsica',
    '科西嘉',
    [
      ['Ajaccio', '阿雅克肖'],
      ['Bastia', '巴斯蒂亚'],
    ],
  ],
  [
    'FR-971',
    'Guadeloupe',
    '瓜德罗普',
    [
      ['Basse-Terre', '巴斯特尔'],
      ['Les Abymes', '莱萨比姆'],
      ['Pointe-à-Pitre', '皮特尔角城'],
    ],
  ],
  ['FR-972', 'Martinique', '马提尼克', [['Fort-de-France', '法兰西堡']]],
  ['FR-973', 'French Guiana', '法属圭亚那', [['Cayenne', '卡宴']]],
  ['FR-974', 'Réunion', '留尼汪', [['Saint-Denis', '圣但尼']]],
  ['FR-976', 'Mayotte', '马约特', [['Mamoudzou', '马穆楚']]],
  [
    'FR-ARA',
    'Auvergne-Rhône-Alpes',
    '奥弗涅-罗讷-阿尔卑斯大区',
    [
      ['Lyon', '里昂'],
      ['Saint-Étienne', '圣艾蒂安'],
      ['Grenoble', '格勒诺布尔'],
      ['Clermont-Ferrand', '克莱蒙费朗'],
    ],
  ],
  [
    'FR-BFC',
    'Bourgogne-Franche-Comté',
    '勃艮第-弗朗什-孔泰大区',
    [
      ['Dijon', '第戎'],
      ['Besançon', '贝桑松'],
    ],
  ],
  [
    'FR-BRE',
    'Brittany',
    '布列塔尼大区',
    [
      ['Rennes', '雷恩'],
      ['Brest', '布雷斯特'],
    ],
  ],
  [
    'FR-CVL',
    'Centre-Val de Loire',
    '中央-卢瓦尔河谷大区',
    [
      ['Orléans', '奥尔良'],
      ['Tours', '图尔'],
    ],
  ],
  [
    'FR-GES',
    'Grand Est',
    '大东部大区',
    [
      ['Strasbourg', '斯特拉斯堡'],
      ['Reims', '兰斯'],
      ['Metz', '梅斯'],
      ['Nancy', '南锡'],
    ],
  ],
  [
    'FR-HDF',
    'Hauts-de-France',
    '上法兰西大区',
    [
      ['Lille', '里尔'],
      ['Amiens', '亚眠'],
    ],
  ],
  [
    'FR-IDF',
    'Île-de-France',
    '法兰西岛大区',
    [
      ['Paris', '巴黎'],
      ['Boulogne-Billancourt', '布洛涅-比扬古'],
    ],
  ],
  [
    'FR-NAQ',
    'Nouvelle-Aquitaine',
    '新阿基坦大区',
    [
      ['Bordeaux', '波尔多'],
      ['Limoges', '利摩日'],
      ['Poitiers', '普瓦捷'],
    ],
  ],
  [
    'FR-NOR',
    'Normandy',
    '诺曼底大区',
    [
      ['Rouen', '鲁昂'],
      ['Le Havre', '勒阿弗尔'],
      ['Caen', '卡昂'],
    ],
  ],
  [
    'FR-OCC',
    'Occitania',
    '奥克西塔尼大区',
    [
      ['Toulouse', '图卢兹'],
      ['Montpellier', '蒙彼利埃'],
    ],
  ],
  [
    'FR-PAC',
    "Provence-Alpes-Côte d'Azur",
    '普罗旺斯-阿尔卑斯-蓝色海岸大区',
    [
      ['Marseille', '马赛'],
      ['Nice', '尼斯'],
      ['Toulon', '土伦'],
    ],
  ],
  [
    'FR-PDL',
    'Pays de la Loire',
    '卢瓦尔河地区大区',
    [
      ['Nantes', '南特'],
      ['Angers', '昂热'],
      ['Le Mans', '勒芒'],
    ],
  ],
]);
