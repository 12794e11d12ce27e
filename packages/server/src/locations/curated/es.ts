import { defineProvinces } from '../define.js';

/** Spain: the 17 autonomous communities and the 2 autonomous cities, ISO 3166-2:ES. */
export default defineProvinces([
  [
    'ES-AN',
    'Andalusia',
    '安达卢西亚自治区',
    [
      ['Seville', '塞维利亚'],
      ['Málaga', '马拉加'],
      ['Córdoba', '科尔多瓦'],
      ['Granada', '格拉纳达'],
    ],
  ],
  ['ES-AR', 'Aragon', '阿拉贡自治区', [['Zaragoza', '萨拉戈萨']]],
  [
    'ES-AS',
    'Asturias',
    '阿斯图里亚斯自治区',
    [
      ['Oviedo', '奥维耶多'],
      ['Gijón', '希洪'],
    ],
  ],
  ['ES-CB', 'Cantabria', '坎塔布里亚自治区', [['Santander', '桑坦德']]],
  ['ES-CE', 'Ceuta', '休达自治市', [['Ceuta', '休达']]],
  [
    'ES-CL',
    'Castile and León',
    '卡斯蒂利亚-莱昂自治区',
    [
      ['Valladolid', '巴利亚多利德'],
      ['Burgos', '布尔戈斯'],
      ['Salamanca', '萨拉曼卡'],
      ['León', '莱昂'],
    ],
  ],
  [
    'ES-CM',
    'Castilla–La Mancha',
    '卡斯蒂利亚-拉曼恰自治区',
    [
      ['Toledo', '托莱多'],
      ['Albacete', '阿尔瓦塞特'],
    ],
  ],
  [
    'ES-CN',
    'Canary Islands',
    '加那利群岛自治区',
    [
      ['Santa Cruz de Tenerife', '圣克鲁斯-德特内里费'],
      ['Las Palmas de Gran Canaria', '大加那利岛拉斯帕尔马斯'],
    ],
  ],
  [
    'ES-CT',
    'Catalonia',
    '加泰罗尼亚自治区',
    [
      ['Barcelona', '巴塞罗那'],
      ['Tarragona', '塔拉戈纳'],
      ['Girona', '赫罗纳'],
      ['Lleida', '莱里达'],
    ],
  ],
  [
    'ES-EX',
    'Extremadura',
    '埃斯特雷马杜拉自治区',
    [
      ['Mérida', '梅里达'],
      ['Badajoz', '巴达霍斯'],
    ],
  ],
  [
    'ES-GA',
    'Galicia',
    '加利西亚自治区',
    [
      ['Santiago de Compostela', '圣地亚哥-德孔波斯特拉'],
      ['Vigo', '维戈'],
      ['A Coruña', '拉科鲁尼亚'],
    ],
  ],
  ['ES-IB', 'Balearic Islands', '巴利阿里群岛自治区', [['Palma', '帕尔马']]],
  [
    'ES-MC',
    'Region of Murcia',
    '穆尔西亚自治区',
    [
      ['Murcia', '穆尔西亚'],
      ['Cartagena', '卡塔赫纳'],
    ],
  ],
  ['ES-MD', 'Community of Madrid', '马德里自治区', [['Madrid', '马德里']]],
  ['ES-ML', 'Melilla', '梅利利亚自治市', [['Melilla', '梅利利亚']]],
  ['ES-NC', 'Navarre', '纳瓦拉自治区', [['Pamplona', '潘普洛纳']]],
  [
    'ES-PV',
    'Basque Country',
    '巴斯克自治区',
    [
      ['Vitoria-Gasteiz', '维多利亚-加斯特伊斯'],
      ['Bilbao', '毕尔巴鄂'],
      ['San Sebastián', '圣塞瓦斯蒂安'],
    ],
  ],
  ['ES-RI', 'La Rioja', '拉里奥哈自治区', [['Logroño', '洛格罗尼奥']]],
  [
    'ES-VC',
    'Valencian Community',
    '巴伦西亚自治区',
    [
      ['Valencia', '巴伦西亚'],
      ['Alicante', '阿利坎特'],
    ],
  ],
]);
