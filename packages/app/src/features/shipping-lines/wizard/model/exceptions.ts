import type { CoverageForm, ExceptionCityForm, NamedPlace } from './draft';

/** The spec's suggested exception cities (spec 9: Canada), offered first when covered. */
export const SUGGESTED_EXCEPTION_CITIES: Readonly<Partial<Record<string, readonly string[]>>> = {
  CA: ['Toronto', 'Vancouver', 'Ottawa', 'Montreal', 'Calgary', 'Edmonton'],
};

export interface ExceptionCityOption {
  city: NamedPlace;
  province: NamedPlace;
  suggested: boolean;
}

/**
 * The cities an exception can be added for: every covered city (the server refuses any other)
 * not yet an exception; the spec's suggestions first, in their order, then the rest as covered.
 */
export function exceptionCityOptions(
  destination: string,
  coverage: CoverageForm,
  exceptions: readonly ExceptionCityForm[],
): ExceptionCityOption[] {
  const taken = new Set(exceptions.map((city) => city.city_id));
  const suggestions = SUGGESTED_EXCEPTION_CITIES[destination.toUpperCase()] ?? [];
  const rank = (name: string) => {
    const at = suggestions.indexOf(name);
    return at === -1 ? suggestions.length : at;
  };
  const options = coverage.provinces.flatMap((province) =>
    province.cities
      .filter((city) => !taken.has(city.id))
      .map((city) => ({
        city,
        province: { id: province.id, name: province.name, zh_name: province.zh_name },
        suggested: suggestions.includes(city.name),
      })),
  );
  // A stable sort keeps the covered order among equals.
  return options.sort((a, b) => rank(a.city.name) - rank(b.city.name));
}
