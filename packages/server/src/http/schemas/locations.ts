import type { LocationCity, LocationProvince } from '@jiyun/domain';
import { listOf, listResponse, objectOf, text } from './json-schema.js';

/** Provinces and cities of a country, named in English and Chinese. */
const city = objectOf<LocationCity>({ id: text, name: text, zh_name: text });

export const provinceSchema = objectOf<LocationProvince>({
  id: text,
  name: text,
  zh_name: text,
  cities: listOf(city),
});

export const locationsResponse = listResponse(
  provinceSchema,
  'The provinces, each with its cities.',
);
