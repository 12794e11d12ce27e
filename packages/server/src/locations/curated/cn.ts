import { defineProvinces } from '../define.js';

/**
 * China: the 34 provincial-level divisions of ISO 3166-2:CN (23 provinces including Taiwan,
 * 4 municipalities, 5 autonomous regions, 2 special administrative regions). Hong Kong and Macao
 * list their areas, which is what an address there names as its city line.
 */
export default defineProvinces([
  [
    'CN-AH',
    'Anhui',
    '安徽省',
    [
      ['Hefei', '合肥'],
      ['Wuhu', '芜湖'],
      ['Bengbu', '蚌埠'],
    ],
  ],
  ['CN-BJ', 'Beijing', '北京市', [['Beijing', '北京']]],
  ['CN-CQ', 'Chongqing', '重庆市', [['Chongqing', '重庆']]],
  [
    'CN-FJ',
    'Fujian',
    '福建省',
    [
      ['Fuzhou', '福州'],
      ['Xiamen', '厦门'],
      ['Quanzhou', '泉州'],
    ],
  ],
  [
    'CN-GD',
    'Guangdong',
    '广东省',
    [
      ['Guangzhou', '广州'],
      ['Shenzhen', '深圳'],
      ['Dongguan', '东莞'],
      ['Foshan', '佛山'],
      ['Zhuhai', '珠海'],
    ],
  ],
  [
    'CN-GS',
    'Gansu',
    '甘肃省',
    [
      ['Lanzhou', '兰州'],
      ['Tianshui', '天水'],
    ],
  ],
  [
    'CN-GX',
    'Guangxi',
    '广西壮族自治区',
    [
      ['Nanning', '南宁'],
      ['Liuzhou', '柳州'],
      ['Guilin', '桂林'],
    ],
  ],
  [
    'CN-GZ',
    'Guizhou',
    '贵州省',
    [
      ['Guiyang', '贵阳'],
      ['Zunyi', '遵义'],
    ],
  ],
  [
    'CN-HA',
    'Henan',
    '河南省',
    [
      ['Zhengzhou', '郑州'],
      ['Luoyang', '洛阳'],
      ['Kaifeng', '开封'],
    ],
  ],
  [
    'CN-HB',
    'Hubei',
    '湖北省',
    [
      ['Wuhan', '武汉'],
      ['Yichang', '宜昌'],
      ['Xiangyang', '襄阳'],
    ],
  ],
  [
    'CN-HE',
    'Hebei',
    '河北省',
    [
      ['Shijiazhuang', '石家庄'],
      ['Tangshan', '唐山'],
      ['Baoding', '保定'],
    ],
  ],
  [
    'CN-HI',
    'Hainan',
    '海南省',
    [
      ['Haikou', '海口'],
      ['Sanya', '三亚'],
    ],
  ],
  [
    'CN-HK',
    'Hong Kong',
    '香港特别行政区',
    [
      ['Hong Kong Island', '香港岛'],
      ['Kowloon', '九龙'],
      ['New Territories', '新界'],
    ],
  ],
  [
    'CN-HL',
    'Heilongjiang',
    '黑龙江省',
    [
      ['Harbin', '哈尔滨'],
      ['Daqing', '大庆'],
      ['Qiqihar', '齐齐哈尔'],
    ],
  ],
  [
    'CN-HN',
    'Hunan',
    '湖南省',
    [
      ['Changsha', '长沙'],
      ['Zhuzhou', '株洲'],
      ['Hengyang', '衡阳'],
    ],
  ],
  [
    'CN-JL',
    'Jilin',
    '吉林省',
    [
      ['Changchun', '长春'],
      ['Jilin City', '吉林市'],
    ],
  ],
  [
    'CN-JS',
    'Jiangsu',
    '江苏省',
    [
      ['Nanjing', '南京'],
      ['Suzhou', '苏州'],
      ['Wuxi', '无锡'],
      ['Changzhou', '常州'],
    ],
  ],
  [
    'CN-JX',
    'Jiangxi',
    '江西省',
    [
      ['Nanchang', '南昌'],
      ['Ganzhou', '赣州'],
      ['Jiujiang', '九江'],
    ],
  ],
  [
    'CN-LN',
    'Liaoning',
    '辽宁省',
    [
      ['Shenyang', '沈阳'],
      ['Dalian', '大连'],
    ],
  ],
  [
    'CN-MO',
    'Macao',
    '澳门特别行政区',
    [
      ['Macao Peninsula', '澳门半岛'],
      ['Taipa', '氹仔'],
      ['Coloane', '路环'],
    ],
  ],
  [
    'CN-NM',
    'Inner Mongolia',
    '内蒙古自治区',
    [
      ['Hohhot', '呼和浩特'],
      ['Baotou', '包头'],
      ['Ordos', '鄂尔多斯'],
    ],
  ],
  ['CN-NX', 'Ningxia', '宁夏回族自治区', [['Yinchuan', '银川']]],
  ['CN-QH', 'Qinghai', '青海省', [['Xining', '西宁']]],
  [
    'CN-SC',
    'Sichuan',
    '四川省',
    [
      ['Chengdu', '成都'],
      ['Mianyang', '绵阳'],
    ],
  ],
  [
    'CN-SD',
    'Shandong',
    '山东省',
    [
      ['Jinan', '济南'],
      ['Qingdao', '青岛'],
      ['Yantai', '烟台'],
      ['Weifang', '潍坊'],
    ],
  ],
  ['CN-SH', 'Shanghai', '上海市', [['Shanghai', '上海']]],
  [
    'CN-SN',
    'Shaanxi',
    '陕西省',
    [
      ["Xi'an", '西安'],
      ['Baoji', '宝鸡'],
    ],
  ],
  [
    'CN-SX',
    'Shanxi',
    '山西省',
    [
      ['Taiyuan', '太原'],
      ['Datong', '大同'],
    ],
  ],
  ['CN-TJ', 'Tianjin', '天津市', [['Tianjin', '天津']]],
  [
    'CN-TW',
    'Taiwan',
    '台湾省',
    [
      ['Taipei', '台北'],
      ['New Taipei', '新北'],
      ['Taichung', '台中'],
      ['Kaohsiung', '高雄'],
    ],
  ],
  [
    'CN-XJ',
    'Xinjiang',
    '新疆维吾尔自治区',
    [
      ['Urumqi', '乌鲁木齐'],
      ['Kashgar', '喀什'],
    ],
  ],
  [
    'CN-XZ',
    'Xizang',
    '西藏自治区',
    [
      ['Lhasa', '拉萨'],
      ['Shigatse', '日喀则'],
    ],
  ],
  [
    'CN-YN',
    'Yunnan',
    '云南省',
    [
      ['Kunming', '昆明'],
      ['Qujing', '曲靖'],
      ['Dali', '大理'],
    ],
  ],
  [
    'CN-ZJ',
    'Zhejiang',
    '浙江省',
    [
      ['Hangzhou', '杭州'],
      ['Ningbo', '宁波'],
      ['Wenzhou', '温州'],
      ['Yiwu', '义乌'],
    ],
  ],
]);
