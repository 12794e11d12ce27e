import { defineProvinces } from '../define.js';

/** Sweden: the 21 counties (län), ISO 3166-2:SE (the first city is the county seat). */
export default defineProvinces([
  ['SE-AB', 'Stockholm County', '斯德哥尔摩省', [['Stockholm', '斯德哥尔摩']]],
  [
    'SE-AC',
    'Västerbotten County',
    '西博滕省',
    [
      ['Umeå', '于默奥'],
      ['Skellefteå', '谢莱夫特奥'],
    ],
  ],
  [
    'SE-BD',
    'Norrbotten County',
    '北博滕省',
    [
      ['Luleå', '吕勒奥'],
      ['Kiruna', '基律纳'],
    ],
  ],
  ['SE-C', 'Uppsala County', '乌普萨拉省', [['Uppsala', '乌普萨拉']]],
  [
    'SE-D',
    'Södermanland County',
    '南曼兰省',
    [
      ['Nyköping', '尼雪平'],
      ['Eskilstuna', '埃斯基尔斯蒂纳'],
    ],
  ],
  [
    'SE-E',
    'Östergötland County',
    '东约特兰省',
    [
      ['Linköping', '林雪平'],
      ['Norrköping', '北雪平'],
    ],
  ],
  ['SE-F', 'Jönköping County', '延雪平省', [['Jönköping', '延雪平']]],
  ['SE-G', 'Kronoberg County', '克鲁努贝里省', [['Växjö', '韦克舍']]],
  ['SE-H', 'Kalmar County', '卡尔马省', [['Kalmar', '卡尔马']]],
  ['SE-I', 'Gotland County', '哥得兰省', [['Visby', '维斯比']]],
  ['SE-K', 'Blekinge County', '布莱金厄省', [['Karlskrona', '卡尔斯克鲁纳']]],
  [
    'SE-M',
    'Skåne County',
    '斯科讷省',
    [
      ['Malmö', '马尔默'],
      ['Helsingborg', '赫尔辛堡'],
      ['Lund', '隆德'],
    ],
  ],
  [
    'SE-N',
    'Halland County',
    '哈兰省',
    [
      ['Halmstad', '哈尔姆斯塔德'],
      ['Varberg', '瓦尔贝里'],
    ],
  ],
  [
    'SE-O',
    'Västra Götaland County',
    '西约塔兰省',
    [
      ['Gothenburg', '哥德堡'],
      ['Borås', '布罗斯'],
      ['Trollhättan', '特罗尔海坦'],
    ],
  ],
  ['SE-S', 'Värmland County', '韦姆兰省', [['Karlstad', '卡尔斯塔德']]],
  ['SE-T', 'Örebro County', '厄勒布鲁省', [['Örebro', '厄勒布鲁']]],
  ['SE-U', 'Västmanland County', '西曼兰省', [['Västerås', '韦斯特罗斯']]],
  [
    'SE-W',
    'Dalarna County',
    '达拉纳省',
    [
      ['Falun', '法伦'],
      ['Borlänge', '博伦厄'],
    ],
  ],
  ['SE-X', 'Gävleborg County', '耶夫勒堡省', [['Gävle', '耶夫勒']]],
  [
    'SE-Y',
    'Västernorrland County',
    '西诺尔兰省',
    [
      ['Härnösand', '海讷桑德'],
      ['Sundsvall', '松兹瓦尔'],
    ],
  ],
  ['SE-Z', 'Jämtland County', '耶姆特兰省', [['Östersund', '厄斯特松德']]],
]);
