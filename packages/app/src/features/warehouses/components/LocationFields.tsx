import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchableDropdown, Select } from '@jiyun/design-system';
import { SUPPORTED_COUNTRIES } from '@jiyun/domain';
import { languageFromStored } from '../../../i18n/language';
import { countryName, placeName } from '../../../i18n/place-names';
import { useLocations } from '../../../api/locations';

export interface LocationValue {
  country: string;
  state: string;
  city: string;
}

interface LocationFieldsProps {
  value: LocationValue;
  onChange: (change: { country: string } | { state: string } | { city: string }) => void;
  onBlur: (field: keyof LocationValue) => void;
  errors: Partial<Record<keyof LocationValue, string>>;
  disabled: boolean;
}

/** Country → province → city, each list in the merchant's language; provinces come per country. */
export function LocationFields({ value, onChange, onBlur, errors, disabled }: LocationFieldsProps) {
  const { t, i18n } = useTranslation('warehouses');
  const language = languageFromStored(i18n.language);
  const locations = useLocations(value.country);

  const countries = useMemo(
    () =>
      SUPPORTED_COUNTRIES.map((code) => ({ value: code, label: countryName(code, language) })).sort(
        (a, b) => a.label.localeCompare(b.label, language === 'zhHans' ? 'zh-Hans' : 'en'),
      ),
    [language],
  );
  const provinces = locations.data ?? [];
  const province = provinces.find((item) => item.id === value.state);
  const provinceOptions = provinces.map((item) => ({
    value: item.id,
    label: placeName(item, language) ?? item.name,
  }));
  const cityOptions = (province?.cities ?? []).map((item) => ({
    value: item.id,
    label: placeName(item, language) ?? item.name,
  }));

  return (
    <>
      <Select
        label={t('form.fields.country')}
        name="country"
        required
        options={countries}
        placeholder={t('form.placeholders.choose')}
        value={value.country}
        onChange={(event) => onChange({ country: event.target.value })}
        onBlur={() => onBlur('country')}
        error={errors.country}
        disabled={disabled}
      />
      <SearchableDropdown
        label={t('form.fields.state')}
        name="state"
        required
        options={provinceOptions}
        value={value.state || null}
        onChange={(state) => onChange({ state: state ?? '' })}
        onBlur={() => onBlur('state')}
        placeholder={
          value.country ? t('form.placeholders.choose') : t('form.placeholders.chooseCountryFirst')
        }
        noResultsLabel={t('form.noOperatorsFound')}
        error={errors.state ?? (locations.isError ? t('form.errors.locationsFailed') : undefined)}
        disabled={disabled || !value.country}
      />
      <SearchableDropdown
        label={t('form.fields.city')}
        name="city"
        required
        options={cityOptions}
        value={value.city || null}
        onChange={(city) => onChange({ city: city ?? '' })}
        onBlur={() => onBlur('city')}
        placeholder={
          value.state ? t('form.placeholders.choose') : t('form.placeholders.chooseProvinceFirst')
        }
        noResultsLabel={t('form.noOperatorsFound')}
        error={errors.city}
        disabled={disabled || !province}
      />
    </>
  );
}
