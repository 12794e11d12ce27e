import { defineProvinces } from '../define.js';

/**
 * Ireland: the 26 counties of ISO 3166-2:IE. ISO also lists the 4 historic provinces above
 * them, but an Irish address names its county ("Co. Cork"), not its province, so the counties
 * are the divisions a merchant picks from.
 */
export default defineProvinces([
  ['IE-CE', 'County Clare', '克莱尔郡', [['Ennis', '恩尼斯']]],
  ['IE-CN', 'County Cavan', '卡文郡', [['Cavan', '卡文']]],
  ['IE-CO', 'County Cork', '科克郡', [['Cork', '科克']]],
  ['IE-CW', 'County Carlow', '卡洛郡', [['Carlow', '卡洛']]],
  ['IE-D', 'County Dublin', '都柏林郡', [['Dublin', '都柏林']]],
  [
    'IE-DL',
    'County Donegal',
    '多尼戈尔郡',
    [
      ['Lifford', '利福德'],
      ['Letterkenny', '莱特肯尼'],
    ],
  ],
  ['IE-G', 'County Galway', '戈尔韦郡', [['Galway', '戈尔韦']]],
  [
    'IE-KE',
    'County Kildare',
    '基尔代尔郡',
    [
      ['Naas', '纳斯'],
      ['Newbridge', '纽布里奇'],
    ],
  ],
  ['IE-KK', 'County Kilkenny', '基尔肯尼郡', [['Kilkenny', '基尔肯尼']]],
  [
    'IE-KY',
    'County Kerry',
    '凯里郡',
    [
      ['Tralee', '特拉利'],
      ['Killarney', '基拉尼'],
    ],
  ],
  ['IE-LD', 'County Longford', '朗福德郡', [['Longford', '朗福德']]],
  [
    'IE-LH',
    'County Louth',
    '劳斯郡',
    [
      ['Dundalk', '邓多克'],
      ['Drogheda', '德罗赫达'],
    ],
  ],
  ['IE-LK', 'County Limerick', '利默里克郡', [['Limerick', '利默里克']]],
  ['IE-LM', 'County Leitrim', '利特里姆郡', [['Carrick-on-Shannon', '香农河畔卡里克']]],
  ['IE-LS', 'County Laois', '利伊什郡', [['Portlaoise', '波特利伊什']]],
  ['IE-MH', 'County Meath', '米斯郡', [['Navan', '纳文']]],
  ['IE-MN', 'County Monaghan', '莫纳亨郡', [['Monaghan', '莫纳亨']]],
  [
    'IE-MO',
    'County Mayo',
    '梅奥郡',
    [
      ['Castlebar', '卡斯尔巴'],
      ['Ballina', '巴利纳'],
    ],
  ],
  ['IE-OY', 'County Offaly', '奥法利郡', [['Tullamore', '塔拉莫尔']]],
  ['IE-RN', 'County Roscommon', '罗斯康芒郡', [['Roscommon', '罗斯康芒']]],
  ['IE-SO', 'County Sligo', '斯莱戈郡', [['Sligo', '斯莱戈']]],
  [
    'IE-TA',
    'County Tipperary',
    '蒂珀雷里郡',
    [
      ['Nenagh', '尼纳'],
      ['Clonmel', '克朗梅尔'],
    ],
  ],
  [
    'IE-WD',
    'County Waterford',
    '沃特福德郡',
    [
      ['Waterford', '沃特福德'],
      ['Dungarvan', '邓加文'],
    ],
  ],
  [
    'IE-WH',
    'County Westmeath',
    '西米斯郡',
    [
      ['Mullingar', '马林加'],
      ['Athlone', '阿斯隆'],
    ],
  ],
  [
    'IE-WW',
    'County Wicklow',
    '威克洛郡',
    [
      ['Wicklow', '威克洛'],
      ['Bray', '布雷'],
    ],
  ],
  ['IE-WX', 'County Wexford', '韦克斯福德郡', [['Wexford', '韦克斯福德']]],
]);
