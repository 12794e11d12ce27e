import { defineProvinces } from '../define.js';

/** Finland: the 19 regions (maakunnat), ISO 3166-2:FI. */
export default defineProvinces([
  ['FI-01', 'Åland', '奥兰', [['Mariehamn', '玛丽港']]],
  [
    'FI-02',
    'South Karelia',
    '南卡累利阿区',
    [
      ['Lappeenranta', '拉彭兰塔'],
      ['Imatra', '伊马特拉'],
    ],
  ],
  ['FI-03', 'South Ostrobothnia', '南波赫扬马区', [['Seinäjoki', '塞伊奈约基']]],
  [
    'FI-04',
    'South Savo',
    '南萨沃区',
    [
      ['Mikkeli', '米凯利'],
      ['Savonlinna', '萨翁林纳'],
    ],
  ],
  ['FI-05', 'Kainuu', '凯努区', [['Kajaani', '卡亚尼']]],
  [
    'FI-06',
    'Kanta-Häme',
    '坎塔海梅区',
    [
      ['Hämeenlinna', '海门林纳'],
      ['Riihimäki', '里希迈基'],
    ],
  ],
  ['FI-07', 'Central Ostrobothnia', '中波赫扬马区', [['Kokkola', '科科拉']]],
  ['FI-08', 'Central Finland', '中芬兰区', [['Jyväskylä', '于韦斯屈莱']]],
  [
    'FI-09',
    'Kymenlaakso',
    '屈米河谷区',
    [
      ['Kouvola', '科沃拉'],
      ['Kotka', '科特卡'],
    ],
  ],
  [
    'FI-10',
    'Lapland',
    '拉普兰区',
    [
      ['Rovaniemi', '罗瓦涅米'],
      ['Tornio', '托尔尼奥'],
    ],
  ],
  ['FI-11', 'Pirkanmaa', '皮尔坎马区', [['Tampere', '坦佩雷']]],
  ['FI-12', 'Ostrobothnia', '波赫扬马区', [['Vaasa', '瓦萨']]],
  ['FI-13', 'North Karelia', '北卡累利阿区', [['Joensuu', '约恩苏']]],
  ['FI-14', 'North Ostrobothnia', '北波赫扬马区', [['Oulu', '奥卢']]],
  ['FI-15', 'North Savo', '北萨沃区', [['Kuopio', '库奥皮奥']]],
  ['FI-16', 'Päijät-Häme', '派耶特海梅区', [['Lahti', '拉赫蒂']]],
  [
    'FI-17',
    'Satakunta',
    '萨塔昆塔区',
    [
      ['Pori', '波里'],
      ['Rauma', '劳马'],
    ],
  ],
  [
    'FI-18',
    'Uusimaa',
    '新地区',
    [
      ['Helsinki', '赫尔辛基'],
      ['Espoo', '埃斯波'],
      ['Vantaa', '万塔'],
    ],
  ],
  [
    'FI-19',
    'Southwest Finland',
    '芬兰本部区',
    [
      ['Turku', '图尔库'],
      ['Salo', '萨洛'],
    ],
  ],
]);
