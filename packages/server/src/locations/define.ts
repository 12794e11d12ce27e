import type { LocationCity, LocationProvince } from '@jiyun/domain';

/** A city as written in a data file: English name, Simplified Chinese name. */
export type CityRow = readonly [name: string, zh_name: string];

/** A province as written in a data file: ISO 3166-2 code, English name, Chinese name, main cities. */
export type ProvinceRow = readonly [
  id: string,
  name: string,
  zh_name: string,
  cities: readonly CityRow[],
];

// Letters that Unicode does not decompose into a base letter plus a mark.
const UNDECOMPOSED: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  æ: 'AE',
  Æ: 'AE',
  ø: 'O',
  Ø: 'O',
  œ: 'OE',
  Œ: 'OE',
  ð: 'D',
  Ð: 'D',
  þ: 'TH',
  Þ: 'TH',
  ł: 'L',
  Ł: 'L',
};

/**
 * The ASCII uppercase slug of an English place name: diacritics dropped, apostrophes removed
 * ("Xi'an" → "XIAN", "'s-Hertogenbosch" → "S-HERTOGENBOSCH"), any other run of non-letters → "-".
 */
export function slugOf(name: string): string {
  return name
    .replace(/[ßẞæÆøØœŒðÐþÞłŁ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’‘]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Builds a country's frozen province list from compact rows; a city's id is its province's id
 * plus the slug of its English name (`CA-BC` + `Vancouver` → `CA-BC-VANCOUVER`).
 */
export function defineProvinces(rows: readonly ProvinceRow[]): readonly LocationProvince[] {
  return Object.freeze(
    rows.map(([id, name, zh_name, cities]) =>
      Object.freeze({
        id,
        name,
        zh_name,
        cities: Object.freeze(
          cities.map(([cityName, cityZhName]): LocationCity =>
            Object.freeze({ id: `${id}-${slugOf(cityName)}`, name: cityName, zh_name: cityZhName }),
          ),
          // Frozen so no caller can change the shared list; the wire type is a plain array.
        ) as LocationCity[],
      }),
    ),
  );
}
