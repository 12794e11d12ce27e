import type { LocationProvince } from '@jiyun/domain';
import type { CoverageForm, CoveredProvinceForm, NamedPlace } from './draft';

const place = ({ id, name, zh_name }: NamedPlace): NamedPlace => ({ id, name, zh_name });

function wholeProvince(province: LocationProvince): CoveredProvinceForm {
  return { ...place(province), all_cities: true, cities: province.cities.map(place) };
}

/** The flags follow the choice: all provinces only when each of them has all its cities. */
function settled(provinces: CoveredProvinceForm[], all: readonly LocationProvince[]): CoverageForm {
  const byId = new Map(all.map((province) => [province.id, province]));
  const ordered = all
    .map((province) => provinces.find((chosen) => chosen.id === province.id))
    .filter((chosen): chosen is CoveredProvinceForm => chosen !== undefined)
    .map((chosen) => ({
      ...chosen,
      all_cities:
        chosen.cities.length > 0 && chosen.cities.length === byId.get(chosen.id)?.cities.length,
    }));
  return {
    provinces: ordered,
    all_provinces:
      all.length > 0 &&
      ordered.length === all.length &&
      ordered.every((province) => province.all_cities),
  };
}

/** "Select all": every province with every city, or nothing. */
export function toggleAllProvinces(
  coverage: CoverageForm,
  all: readonly LocationProvince[],
): CoverageForm {
  return coverage.all_provinces
    ? { all_provinces: false, provinces: [] }
    : settled(all.map(wholeProvince), all);
}

/** Choosing a province chooses all its cities; deselecting it drops its cities. */
export function toggleProvince(
  coverage: CoverageForm,
  province: LocationProvince,
  all: readonly LocationProvince[],
): CoverageForm {
  const chosen = coverage.provinces.some((item) => item.id === province.id);
  const provinces = chosen
    ? coverage.provinces.filter((item) => item.id !== province.id)
    : [...coverage.provinces, wholeProvince(province)];
  return settled(provinces, all);
}

/** "All cities" of one province: all of them, or none (the province stays, waiting for a city). */
export function toggleAllCities(
  coverage: CoverageForm,
  province: LocationProvince,
  all: readonly LocationProvince[],
): CoverageForm {
  const current = coverage.provinces.find((item) => item.id === province.id);
  const rest = coverage.provinces.filter((item) => item.id !== province.id);
  const cities = current?.all_cities ? [] : province.cities.map(place);
  return settled([...rest, { ...place(province), all_cities: false, cities }], all);
}

/** One city on or off; choosing a city of an unchosen province chooses the province too. */
export function toggleCity(
  coverage: CoverageForm,
  province: LocationProvince,
  city: NamedPlace,
  all: readonly LocationProvince[],
): CoverageForm {
  const current = coverage.provinces.find((item) => item.id === province.id);
  const rest = coverage.provinces.filter((item) => item.id !== province.id);
  const had = current?.cities.some((item) => item.id === city.id) ?? false;
  const cities = had
    ? (current?.cities ?? []).filter((item) => item.id !== city.id)
    : province.cities.filter(
        (item) => item.id === city.id || current?.cities.some((c) => c.id === item.id),
      );
  return settled(
    [...rest, { ...place(province), all_cities: false, cities: cities.map(place) }],
    all,
  );
}

/** Whether a covered province is missing its cities (the "≥ 1 city each" rule, per province). */
export function provincesWithoutCity(coverage: CoverageForm): CoveredProvinceForm[] {
  return coverage.provinces.filter((province) => province.cities.length === 0);
}

/** Provinces (and their cities) whose name in either language contains the search. */
export function searchProvinces(
  all: readonly LocationProvince[],
  search: string,
): LocationProvince[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [...all];
  const hit = (item: NamedPlace) =>
    item.name.toLowerCase().includes(needle) || item.zh_name.includes(needle);
  return all.flatMap((province) => {
    if (hit(province)) return [province];
    const cities = province.cities.filter(hit);
    return cities.length > 0 ? [{ ...province, cities }] : [];
  });
}
