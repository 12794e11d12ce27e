import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, Select } from '@jiyun/design-system';
import { PER_UNITS, PRICING_UNITS, type ShippingLinePricingValues } from '@jiyun/domain';
import { StyledFormGrid } from '../../../forms/form-layout';
import { Fact } from '../../../components/Facts';

/** The five pricing fields of the global card and of each exception city, under `prefix`. */
export function PricingFields<Values extends FieldValues>({
  control,
  prefix,
  errorOf,
  disabled,
  labelSuffix = '',
}: {
  control: Control<Values>;
  /** '' for the global form, 'rows.0.' for an exception row. */
  prefix: string;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
  /** Names the city in each label of an exception row, so every field has its own name. */
  labelSuffix?: string;
}) {
  const { t } = useTranslation('shippingLines');
  const name = (field: keyof ShippingLinePricingValues) => `${prefix}${field}` as FieldPath<Values>;
  const label = (text: string) => (labelSuffix ? `${text} · ${labelSuffix}` : text);
  const amount = (
    field: 'base_price' | 'additional_weight_price' | 'volumetric_divisor',
    text: string,
    unit?: string,
  ) => (
    <Controller
      control={control}
      name={name(field)}
      render={({ field: input }) => (
        <NumberField
          label={label(text)}
          name={name(field)}
          required
          allowDecimal
          maxDecimals={2}
          unit={unit}
          value={input.value as string}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={errorOf(name(field))}
          disabled={disabled}
        />
      )}
    />
  );
  return (
    <StyledFormGrid>
      {amount('base_price', t('pricing.basePrice'), 'CNY')}
      <Controller
        control={control}
        name={name('unit')}
        render={({ field: input }) => (
          <Select
            label={label(t('pricing.unit'))}
            name={name('unit')}
            required
            options={PRICING_UNITS.map((unit) => ({
              value: String(unit),
              label: t(`pricing.units.${unit === 0.5 ? '0.5' : '1'}`),
            }))}
            value={input.value as string}
            onChange={(event) => input.onChange(event.target.value)}
            disabled={disabled}
          />
        )}
      />
      {amount('additional_weight_price', t('pricing.additionalPrice'), 'CNY')}
      <Controller
        control={control}
        name={name('per_unit')}
        render={({ field: input }) => (
          <Select
            label={label(t('pricing.perUnit'))}
            name={name('per_unit')}
            required
            options={PER_UNITS.map((unit) => ({
              value: unit,
              label: t(`pricing.perUnits.${unit}`),
            }))}
            value={input.value as string}
            onChange={(event) => input.onChange(event.target.value)}
            disabled={disabled}
          />
        )}
      />
      {amount('volumetric_divisor', t('pricing.divisor'))}
    </StyledFormGrid>
  );
}

/** The five values as label and value pairs (inside a StyledFacts). */
export function PricingFacts({ values }: { values: ShippingLinePricingValues }) {
  const { t } = useTranslation('shippingLines');
  return (
    <>
      <Fact label={t('pricing.basePrice')}>
        {t('pricing.price', { value: values.base_price.toFixed(2) })} /{' '}
        {t(`pricing.units.${values.unit === 0.5 ? '0.5' : '1'}`)}
      </Fact>
      <Fact label={t('pricing.additionalPrice')}>
        {t('pricing.price', { value: values.additional_weight_price.toFixed(2) })}{' '}
        {t(`pricing.perUnits.${values.per_unit}`)}
      </Fact>
      <Fact label={t('pricing.divisor')}>{values.volumetric_divisor}</Fact>
    </>
  );
}
