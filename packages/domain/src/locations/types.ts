import type { ListResponse } from '../api/envelope.js';

/**
 * Curated first-level administrative divisions ("provinces") and their main cities for the
 * supported destination countries, as `GET /merchants/locations?country_code=…` returns them
 * (spec 3: "provinces with id, name, zh_name, cities").
 */

/** A main city of a province. `id` is the province id + '-' + an ASCII uppercase slug, e.g. `CA-BC-VANCOUVER`. */
export interface LocationCity {
  id: string;
  /** Common English name, e.g. "Vancouver". */
  name: string;
  /** Standard Simplified Chinese name, e.g. "温哥华". */
  zh_name: string;
}

/** A first-level administrative division. `id` is its ISO 3166-2 code, e.g. `CA-BC`. */
export interface LocationProvince {
  id: string;
  name: string;
  zh_name: string;
  cities: LocationCity[];
}

/** Body of `GET /merchants/locations?country_code=…`: every province, `results` their count. */
export type LocationsResponse = ListResponse<LocationProvince>;
