import { useQuery } from '@tanstack/react-query';
import { apiPaths, type LocationProvince } from '@jiyun/domain';
import { getRows } from './http';
import { queryKeysFor } from './query-keys';

/** Provinces and cities of the 23 countries: warehouses and shipping lines both ask for them. */
export const locationKeys = queryKeysFor('locations');

export const locationsClient = {
  provinces: (countryCode: string) =>
    getRows<LocationProvince>(apiPaths.locations, { params: { country_code: countryCode } }),
};

/** Provinces (with their cities) of one country; nothing is asked before a country is chosen. */
export function useLocations(countryCode: string) {
  return useQuery({
    queryKey: locationKeys.list({ country_code: countryCode }),
    queryFn: () => locationsClient.provinces(countryCode),
    enabled: countryCode !== '',
    // Provinces and cities do not change while a form is open.
    staleTime: Infinity,
  });
}
