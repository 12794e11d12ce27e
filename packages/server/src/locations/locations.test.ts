import { describe, expect, it } from 'vitest';
import { SUPPORTED_COUNTRIES } from '@jiyun/domain';
import type { SupportedCountry } from '@jiyun/domain';
import { CURATED } from './curated/index.js';
import { findCity, findProvince, provincesOf, slugOf } from './index.js';

// The current ISO 3166-2 first-level divisions a merchant picks from (see index.ts for choices).
const DIVISIONS: Record<SupportedCountry, number> = {
  AT: 9, // states
  AU: 8, // 6 states + 2 mainland territories
  BE: 3, // regions
  CA: 13, // 10 provinces + 3 territories
  CH: 26, // cantons
  CN: 34, // incl. Hong Kong, Macao, Taiwan
  DE: 16, // states
  DK: 5, // regions
  ES: 19, // 17 autonomous communities + Ceuta, Melilla
  FI: 19, // regions
  FR: 18, // 13 metropolitan + 5 overseas regions
  GB: 4, // countries
  IE: 26, // counties
  IS: 8, // regions
  IT: 20, // regions
  LU: 12, // cantons
  MX: 32, // 31 states + Mexico City
  NL: 12, // provinces
  NO: 15, // counties since 2024
  NZ: 16, // regions
  PT: 20, // 18 districts + Azores, Madeira
  SE: 21, // counties
  US: 51, // 50 states + DC
};

const CJK = /[\u4e00-\u9fff]/;

describe('locations of each supported country', () => {
  it('has a division count for exactly the supported countries', () => {
    expect(Object.keys(DIVISIONS).sort()).toEqual([...SUPPORTED_COUNTRIES].sort());
  });

  describe.each(SUPPORTED_COUNTRIES.map((code) => [code, DIVISIONS[code]] as const))(
    '%s',
    (code, count) => {
      const provinces = provincesOf(code);

      it(`has its ${count} first-level divisions, each with at least one city`, () => {
        expect(provinces).toHaveLength(count);
        for (const province of provinces)
          expect(province.cities.length, province.id).toBeGreaterThan(0);
      });

      it('uses ISO 3166-2 ids of the country and city ids under their province', () => {
        for (const province of provinces) {
          expect(province.id).toMatch(new RegExp(`^${code}-[A-Z0-9]{1,3}$`));
          for (const city of province.cities) {
            expect(city.id).toMatch(new RegExp(`^${province.id}-[A-Z0-9]+(-[A-Z0-9]+)*$`));
            expect(city.id).toBe(`${province.id}-${slugOf(city.name)}`);
          }
        }
      });

      it('has ids unique within the country', () => {
        const ids = provinces.flatMap((p) => [p.id, ...p.cities.map((c) => c.id)]);
        expect(new Set(ids).size).toBe(ids.length);
      });

      it('names every province in English and Chinese, every city in English', () => {
        for (const place of provinces.flatMap((p) => [p, ...p.cities])) {
          expect(place.name.trim(), place.id).not.toBe('');
          expect(place.name, place.id).not.toMatch(CJK);
          expect(place.zh_name, place.id).toBe(place.zh_name.trim());
        }
        for (const province of provinces) expect(province.zh_name, province.id).toMatch(CJK);
      });

      it('names a city in Chinese where one is known, else writes its English name', () => {
        for (const city of provinces.flatMap((p) => p.cities)) {
          if (code === 'CN') expect(city.zh_name, city.id).toMatch(CJK);
          else if (!CJK.test(city.zh_name)) expect(city.zh_name, city.id).toBe(city.name);
        }
      });

      it('keeps every curated city with its id, names and place at the top', () => {
        for (const [index, curated] of CURATED[code].entries()) {
          const province = provinces[index];
          expect(province?.id).toBe(curated.id);
          expect(province?.zh_name).toBe(curated.zh_name);
          expect(province?.cities.slice(0, curated.cities.length)).toEqual(curated.cities);
        }
      });

      it('has no two provinces or two cities of one province with the same name', () => {
        const names = (list: readonly { name: string; zh_name: string }[]) => [
          new Set(list.map((p) => p.name)).size,
          new Set(list.map((p) => p.zh_name)).size,
        ];
        expect(names(provinces)).toEqual([provinces.length, provinces.length]);
        for (const p of provinces)
          expect(names(p.cities), p.id).toEqual([p.cities.length, p.cities.length]);
      });
    },
  );
});

describe('complete city lists', () => {
  it.each([
    ['CN', 'CN-GD', 21],
    ['CN', 'CN-XJ', 14],
    ['GB', 'GB-ENG', 2000],
    ['US', 'US-CA', 1000],
    ['DE', 'DE-BY', 1000],
    ['FR', 'FR-IDF', 500],
  ])('%s %s lists at least %i cities', (country, provinceId, atLeast) => {
    expect(findProvince(country, provinceId)?.cities.length).toBeGreaterThanOrEqual(atLeast);
  });

  it.each([
    ['CN', 'CN-GD', 'CN-GD-ZHONGSHAN', 'Zhongshan', '中山'],
    ['CN', 'CN-GD', 'CN-GD-DONGGUAN', 'Dongguan', '东莞'],
    ['CN', 'CN-JL', 'CN-JL-YANBIAN-PREFECTURE', 'Yanbian Prefecture', '延边朝鲜族自治州'],
    ['CN', 'CN-AH', 'CN-AH-LUAN', "Lu'an", '六安'],
    ['GB', 'GB-ENG', 'GB-ENG-READING', 'Reading', 'Reading'],
    ['US', 'US-TX', 'US-TX-PLANO', 'Plano', 'Plano'],
    ['FR', 'FR-IDF', 'FR-IDF-VERSAILLES', 'Versailles', 'Versailles'],
    ['IS', 'IS-8', 'IS-8-HVERAGERDI', 'Hveragerði', 'Hveragerði'],
  ])('finds %s %s city %s', (country, provinceId, cityId, name, zhName) => {
    expect(findCity(country, provinceId, cityId)).toEqual({ id: cityId, name, zh_name: zhName });
  });

  it('lists a dataset spelling of a curated city only once, under its curated name', () => {
    const bavaria = findProvince('DE', 'DE-BY')?.cities.map((city) => city.name) ?? [];
    expect(bavaria).toContain('Nuremberg');
    expect(bavaria).not.toContain('Nürnberg');
    const jilin = findProvince('CN', 'CN-JL')?.cities.map((city) => city.zh_name) ?? [];
    expect(jilin.filter((zh) => zh.startsWith('吉林'))).toEqual(['吉林市']);
  });
});

describe('provincesOf', () => {
  it('answers a code in any case', () => {
    expect(provincesOf('ca')).toBe(provincesOf('CA'));
  });

  it.each(['', 'JP', 'XX', 'CAN', 'C'])(
    'answers no provinces for the unsupported code %j',
    (code) => {
      expect(provincesOf(code)).toEqual([]);
    },
  );

  it('hands out lists no caller can change', () => {
    const provinces = provincesOf('CA');
    expect(Object.isFrozen(provinces)).toBe(true);
    expect(Object.isFrozen(provinces[0])).toBe(true);
    expect(Object.isFrozen(provinces[0]?.cities)).toBe(true);
  });
});

describe('findProvince and findCity', () => {
  it.each([
    ['CA', 'CA-BC', '不列颠哥伦比亚省', 'CA-BC-VANCOUVER', 'Vancouver', '温哥华'],
    ['CA', 'CA-QC', '魁北克省', 'CA-QC-QUEBEC-CITY', 'Quebec City', '魁北克城'],
    ['US', 'US-CA', '加利福尼亚州', 'US-CA-LOS-ANGELES', 'Los Angeles', '洛杉矶'],
    ['CN', 'CN-GD', '广东省', 'CN-GD-SHENZHEN', 'Shenzhen', '深圳'],
    ['CN', 'CN-SN', '陕西省', 'CN-SN-XIAN', "Xi'an", '西安'],
    ['GB', 'GB-ENG', '英格兰', 'GB-ENG-LONDON', 'London', '伦敦'],
    ['DE', 'DE-BY', '巴伐利亚州', 'DE-BY-MUNICH', 'Munich', '慕尼黑'],
    ['CH', 'CH-ZH', '苏黎世州', 'CH-ZH-ZURICH', 'Zürich', '苏黎世'],
    ['NO', 'NO-55', '特罗姆斯郡', 'NO-55-TROMSO', 'Tromsø', '特罗姆瑟'],
    ['NL', 'NL-NB', '北布拉班特省', 'NL-NB-S-HERTOGENBOSCH', "'s-Hertogenbosch", '斯海尔托亨博斯'],
  ])(
    'finds %s %s (%s) and its city %s',
    (country, provinceId, provinceZh, cityId, city, cityZh) => {
      expect(findProvince(country, provinceId)?.zh_name).toBe(provinceZh);
      expect(findCity(country, provinceId, cityId)).toEqual({
        id: cityId,
        name: city,
        zh_name: cityZh,
      });
    },
  );

  it('matches ids in any case', () => {
    expect(findProvince('ca', 'ca-bc')?.id).toBe('CA-BC');
    expect(findCity('ca', 'ca-bc', 'ca-bc-vancouver')?.id).toBe('CA-BC-VANCOUVER');
  });

  it('finds nothing outside the country or the province', () => {
    expect(findProvince('US', 'CA-BC')).toBeUndefined();
    expect(findProvince('JP', 'JP-13')).toBeUndefined();
    expect(findProvince('CA', 'British Columbia')).toBeUndefined();
    expect(findCity('CA', 'CA-ON', 'CA-BC-VANCOUVER')).toBeUndefined();
    expect(findCity('US', 'CA-BC', 'CA-BC-VANCOUVER')).toBeUndefined();
    expect(findCity('CA', 'CA-BC', 'CA-BC-TORONTO')).toBeUndefined();
  });
});

describe('slugOf', () => {
  it.each([
    ['Vancouver', 'VANCOUVER'],
    ['Île-de-France', 'ILE-DE-FRANCE'],
    ["St. John's", 'ST-JOHNS'],
    ['Bærum', 'BAERUM'],
    ['Hafnarfjörður', 'HAFNARFJORDUR'],
    ['Biel/Bienne', 'BIEL-BIENNE'],
    ['Whangārei', 'WHANGAREI'],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});
