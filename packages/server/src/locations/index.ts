/**
 * Curated locations for the supported destination countries: every first-level administrative
 * division (its ISO 3166-2 code as id) with its main cities, in English and Simplified Chinese.
 *
 * Choices a reviewer should know:
 * - Divisions follow the current ISO 3166-2 first level. Where ISO lists two levels, the one
 *   people write on an address is used: Ireland's 26 counties (not its 4 provinces), France's
 *   13 metropolitan regions plus the 5 overseas regions (not departments), Norway's 15 counties
 *   of 2024 (not Svalbard or Jan Mayen), New Zealand's 16 regions (not the Chatham Islands),
 *   Spain's 17 autonomous communities plus Ceuta and Melilla, Portugal's 18 districts plus the
 *   Azores and Madeira, the US's 50 states plus DC (not the outlying areas).
 * - English names are the English Wikipedia spelling of the place: an English exonym where one
 *   is usual (Bavaria, Munich, Cologne, Geneva, Lisbon, Quebec), otherwise the local name with
 *   its diacritics (Zürich, Île-de-France, Malmö, Tromsø, Reykjavík). China's divisions use
 *   their official short English names (Guangxi, Inner Mongolia, Xizang, Macao).
 * - Chinese names are the standard Simplified Chinese forms (Xinhua / Chinese Wikipedia);
 *   divisions carry their type suffix (不列颠哥伦比亚省, 巴伐利亚州, 法兰西岛大区).
 * - A city's id is its province id plus an ASCII uppercase slug of its English name
 *   (`CA-BC-VANCOUVER`); the first city of a province is its capital or seat, except where
 *   the seat lies outside it (Flanders, Akershus) or there is none (Iceland's regions): there
 *   the largest town comes first. Hong Kong and Macao list their areas (Kowloon, Taipa …).
 * - Codes are matched case-insensitively; an unsupported country has no provinces (empty list).
 */
import type { LocationCity, LocationProvince, SupportedCountry } from '@jiyun/domain';
import { isSupportedCountry } from '@jiyun/domain';
import at from './data/at.js';
import au from './data/au.js';
import be from './data/be.js';
import ca from './data/ca.js';
import ch from './data/ch.js';
import cn from './data/cn.js';
import de from './data/de.js';
import dk from './data/dk.js';
import es from './data/es.js';
import fi from './data/fi.js';
import fr from './data/fr.js';
import gb from './data/gb.js';
import ie from './data/ie.js';
import is from './data/is.js';
import it from './data/it.js';
import lu from './data/lu.js';
import mx from './data/mx.js';
import nl from './data/nl.js';
import no from './data/no.js';
import nz from './data/nz.js';
import pt from './data/pt.js';
import se from './data/se.js';
import us from './data/us.js';

export { slugOf } from './define.js';

const PROVINCES: Readonly<Record<SupportedCountry, readonly LocationProvince[]>> = {
  AT: at,
  AU: au,
  BE: be,
  CA: ca,
  CH: ch,
  CN: cn,
  DE: de,
  DK: dk,
  ES: es,
  FI: fi,
  FR: fr,
  GB: gb,
  IE: ie,
  IS: is,
  IT: it,
  LU: lu,
  MX: mx,
  NL: nl,
  NO: no,
  NZ: nz,
  PT: pt,
  SE: se,
  US: us,
};

const NONE: readonly LocationProvince[] = Object.freeze([]);

function supported(countryCode: string): SupportedCountry | undefined {
  const code = countryCode.trim().toUpperCase();
  return isSupportedCountry(code) ? code : undefined;
}

/** The provinces of a supported country (ISO 3166-1 alpha-2, any case); empty for any other code. */
export function provincesOf(countryCode: string): readonly LocationProvince[] {
  const code = supported(countryCode);
  return code ? PROVINCES[code] : NONE;
}

interface ProvinceIndex {
  province: LocationProvince;
  cities: ReadonlyMap<string, LocationCity>;
}

// Built on the first lookup of a country and kept: a lookup is then two map reads.
const indexes = new Map<SupportedCountry, ReadonlyMap<string, ProvinceIndex>>();

/** The provinces of a country keyed by upper-case province id, each with its cities keyed by id. */
export function provinceIndexOf(countryCode: string): ReadonlyMap<string, ProvinceIndex> {
  const code = supported(countryCode);
  if (!code) return new Map();
  let index = indexes.get(code);
  if (!index) {
    index = new Map(
      PROVINCES[code].map((province) => [
        province.id,
        { province, cities: new Map(province.cities.map((city) => [city.id, city])) },
      ]),
    );
    indexes.set(code, index);
  }
  return index;
}

/** The province `provinceId` (e.g. `CA-BC`, any case) of the country, if it is one of its provinces. */
export function findProvince(
  countryCode: string,
  provinceId: string,
): LocationProvince | undefined {
  return provinceIndexOf(countryCode).get(provinceId.trim().toUpperCase())?.province;
}

/** The city `cityId` (e.g. `CA-BC-VANCOUVER`, any case) if it is a city of that province of that country. */
export function findCity(
  countryCode: string,
  provinceId: string,
  cityId: string,
): LocationCity | undefined {
  return provinceIndexOf(countryCode)
    .get(provinceId.trim().toUpperCase())
    ?.cities.get(cityId.trim().toUpperCase());
}
