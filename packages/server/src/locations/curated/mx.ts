import { defineProvinces } from '../define.js';

/** Mexico: the 31 states and Mexico City, ISO 3166-2:MX. */
export default defineProvinces([
  ['MX-AGU', 'Aguascalientes', '阿瓜斯卡连特斯州', [['Aguascalientes', '阿瓜斯卡连特斯']]],
  [
    'MX-BCN',
    'Baja California',
    '下加利福尼亚州',
    [
      ['Mexicali', '墨西卡利'],
      ['Tijuana', '蒂华纳'],
      ['Ensenada', '恩塞纳达'],
    ],
  ],
  [
    'MX-BCS',
    'Baja California Sur',
    '南下加利福尼亚州',
    [
      ['La Paz', '拉巴斯'],
      ['Cabo San Lucas', '卡波圣卢卡斯'],
    ],
  ],
  [
    'MX-CAM',
    'Campeche',
    '坎佩切州',
    [
      ['Campeche', '坎佩切'],
      ['Ciudad del Carmen', '卡门城'],
    ],
  ],
  [
    'MX-CHH',
    'Chihuahua',
    '奇瓦瓦州',
    [
      ['Chihuahua', '奇瓦瓦'],
      ['Ciudad Juárez', '华雷斯城'],
    ],
  ],
  [
    'MX-CHP',
    'Chiapas',
    '恰帕斯州',
    [
      ['Tuxtla Gutiérrez', '图斯特拉-古铁雷斯'],
      ['Tapachula', '塔帕丘拉'],
    ],
  ],
  ['MX-CMX', 'Mexico City', '墨西哥城', [['Mexico City', '墨西哥城']]],
  [
    'MX-COA',
    'Coahuila',
    '科阿韦拉州',
    [
      ['Saltillo', '萨尔蒂约'],
      ['Torreón', '托雷翁'],
    ],
  ],
  [
    'MX-COL',
    'Colima',
    '科利马州',
    [
      ['Colima', '科利马'],
      ['Manzanillo', '曼萨尼约'],
    ],
  ],
  ['MX-DUR', 'Durango', '杜兰戈州', [['Durango', '杜兰戈']]],
  [
    'MX-GRO',
    'Guerrero',
    '格雷罗州',
    [
      ['Chilpancingo', '奇尔潘辛戈'],
      ['Acapulco', '阿卡普尔科'],
    ],
  ],
  [
    'MX-GUA',
    'Guanajuato',
    '瓜纳华托州',
    [
      ['Guanajuato', '瓜纳华托'],
      ['León', '莱昂'],
    ],
  ],
  ['MX-HID', 'Hidalgo', '伊达尔戈州', [['Pachuca', '帕丘卡']]],
  [
    'MX-JAL',
    'Jalisco',
    '哈利斯科州',
    [
      ['Guadalajara', '瓜达拉哈拉'],
      ['Zapopan', '萨波潘'],
      ['Puerto Vallarta', '巴亚尔塔港'],
    ],
  ],
  [
    'MX-MEX',
    'State of Mexico',
    '墨西哥州',
    [
      ['Toluca', '托卢卡'],
      ['Ecatepec', '埃卡特佩克'],
    ],
  ],
  ['MX-MIC', 'Michoacán', '米却肯州', [['Morelia', '莫雷利亚']]],
  ['MX-MOR', 'Morelos', '莫雷洛斯州', [['Cuernavaca', '库埃纳瓦卡']]],
  ['MX-NAY', 'Nayarit', '纳亚里特州', [['Tepic', '特皮克']]],
  ['MX-NLE', 'Nuevo León', '新莱昂州', [['Monterrey', '蒙特雷']]],
  ['MX-OAX', 'Oaxaca', '瓦哈卡州', [['Oaxaca', '瓦哈卡']]],
  ['MX-PUE', 'Puebla', '普埃布拉州', [['Puebla', '普埃布拉']]],
  ['MX-QUE', 'Querétaro', '克雷塔罗州', [['Querétaro', '克雷塔罗']]],
  [
    'MX-ROO',
    'Quintana Roo',
    '金塔纳罗奥州',
    [
      ['Chetumal', '切图马尔'],
      ['Cancún', '坎昆'],
      ['Playa del Carmen', '普拉亚德尔卡门'],
    ],
  ],
  [
    'MX-SIN',
    'Sinaloa',
    '锡那罗亚州',
    [
      ['Culiacán', '库利亚坎'],
      ['Mazatlán', '马萨特兰'],
    ],
  ],
  ['MX-SLP', 'San Luis Potosí', '圣路易斯波托西州', [['San Luis Potosí', '圣路易斯波托西']]],
  [
    'MX-SON',
    'Sonora',
    '索诺拉州',
    [
      ['Hermosillo', '埃莫西约'],
      ['Ciudad Obregón', '奥夫雷贡城'],
    ],
  ],
  ['MX-TAB', 'Tabasco', '塔巴斯科州', [['Villahermosa', '比亚埃尔莫萨']]],
  [
    'MX-TAM',
    'Tamaulipas',
    '塔毛利帕斯州',
    [
      ['Ciudad Victoria', '维多利亚城'],
      ['Reynosa', '雷诺萨'],
      ['Matamoros', '马塔莫罗斯'],
    ],
  ],
  ['MX-TLA', 'Tlaxcala', '特拉斯卡拉州', [['Tlaxcala', '特拉斯卡拉']]],
  [
    'MX-VER',
    'Veracruz',
    '韦拉克鲁斯州',
    [
      ['Xalapa', '哈拉帕'],
      ['Veracruz', '韦拉克鲁斯'],
    ],
  ],
  ['MX-YUC', 'Yucatán', '尤卡坦州', [['Mérida', '梅里达']]],
  [
    'MX-ZAC',
    'Zacatecas',
    '萨卡特卡斯州',
    [
      ['Zacatecas', '萨卡特卡斯'],
      ['Fresnillo', '弗雷斯尼约'],
    ],
  ],
]);
