import { useTranslation } from 'react-i18next';
import { NumberField, Select } from '@jiyun/design-system';
import { PER_UNITS, PRICING_UNITS, type PerUnit } from '@jiyun/domain';
import { StyledFormGrid } from '../../../../forms/form-layout';
import type { PricingValuesForm } from '../model/draft';

export type PricingField = keyof PricingValuesForm;

/**
 * The five pricing values of the global prices and of each exception city. Prices take one
 * decimal point and lose leading zeros; the divisor keeps what was typed (spec 5).
 */
export function PricingFields({
  values,
  onChange,
  onBlur,
  errorOf,
  namePrefix = '',
  labelSuffix = '',
}: {
  values: PricingValuesForm;
  onChange: <F extends PricingField>(field: F, value: PricingValuesForm[F]) => void;
  onBlur?: (field: PricingField) => void;
  errorOf: (field: PricingField) => string | undefined;
  /** Prefix of the inputs' names, so a failed submit can find the first problem. */
  namePrefix?: string;
  /** Added to each label (the city's name), so every exception's fields have their own names. */
  labelSuffix?: string;
}) {
  const { t } = useTranslation('shippingLineWizard');
  const label = (field: PricingField) => `${t(`pricing.fields.${field}`)}${labelSuffix}`;
  const price = (field: 'base_price' | 'additional_weight_price') => (
    <NumberField
      label={label(field)}
      name={`${namePrefix}${field}`}
      required
      inputMode="decimal"
      maxDecimals={2}
      unit="CNY"
      value={values[field]}
      onChange={(value) => onChange(field, value)}
      onBlur={() => onBlur?.(field)}
      error={errorOf(field)}
    />
  );
  return (
    <StyledFormGrid>
      {price('base_price')}
      <Select
        label={label('unit')}
        name={`${namePrefix}unit`}
        required
        options={PRICING_UNITS.map((unit) => ({
          value: String(unit),
          label: t('pricing.unitOption', { weight: unit }),
        }))}
        value={values.unit}
        onChange={(event) => onChange('unit', event.target.value)}
        error={errorOf('unit')}
      />
      {price('additional_weight_price')}
      <Select
        label={label('per_unit')}
        name={`${namePrefix}per_unit`}
        required
        options={PER_UNITS.map((unit) => ({ value: unit, label: t(`pricing.perUnit.${unit}`) }))}
        value={values.per_unit}
        onChange={(event) => onChange('per_unit', event.target.value as PerUnit)}
        error={errorOf('per_unit')}
      />
      <NumberField
        label={label('volumetric_divisor')}
        name={`${namePrefix}volumetric_divisor`}
        required
        inputMode="decimal"
        maxDecimals={2}
        keepLeadingZeros
        hint={t('pricing.divisorHint')}
        value={values.volumetric_divisor}
        onChange={(value) => onChange('volumetric_divisor', value)}
        onBlur={() => onBlur?.('volumetric_divisor')}
        error={errorOf('volumetric_divisor')}
      />
    </StyledFormGrid>
  );
}
