import { useTranslation } from 'react-i18next';
import { NumberField } from '@jiyun/design-system';
import { PARCEL_SIDE_DECIMALS, PARCEL_WEIGHT_DECIMALS } from '@jiyun/domain';
import { StyledFormGrid } from '../../../../forms/form-layout';
import { MEASURE_FIELDS, type MeasureField, type MeasureValues } from './model/packing-form';

export interface MeasureFieldsProps {
  /** The measures as typed. */
  values: MeasureValues;
  /** A measure changed (digits and one decimal point kept). */
  onChange: (field: MeasureField, value: string) => void;
  /** A measure was left (a form shows its problem from then on). */
  onBlur?: (field: MeasureField) => void;
  /** The problem to show under each measure, in words. */
  errors?: Partial<Record<MeasureField, string>>;
  disabled?: boolean;
}

/**
 * A package's weight (kg) and length, width, height (cm), each > 0 (spec 5): the order's packing
 * form and the return's both weigh and measure a package with these fields.
 */
export function MeasureFields({ values, onChange, onBlur, errors, disabled }: MeasureFieldsProps) {
  const { t } = useTranslation('orders');
  return (
    <StyledFormGrid>
      {MEASURE_FIELDS.map((field) => (
        <NumberField
          key={field}
          name={field}
          label={t(`packing.fields.${field}`)}
          unit={field === 'weight' ? 'kg' : 'cm'}
          maxDecimals={field === 'weight' ? PARCEL_WEIGHT_DECIMALS : PARCEL_SIDE_DECIMALS}
          required
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          onBlur={() => onBlur?.(field)}
          error={errors?.[field]}
          disabled={disabled}
        />
      ))}
    </StyledFormGrid>
  );
}
