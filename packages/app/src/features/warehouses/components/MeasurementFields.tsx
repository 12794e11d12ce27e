import { useTranslation } from 'react-i18next';
import { NumberField } from '@jiyun/design-system';

const MEASUREMENTS = ['weight', 'length', 'width', 'height'] as const;
export type Measurement = (typeof MEASUREMENTS)[number];

interface MeasurementFieldsProps {
  values: Record<Measurement, string>;
  onChange: (field: Measurement, value: string) => void;
  errorOf: (field: Measurement) => string | undefined;
  /** Marks the fields as stops of the scanner intake's Enter walk. */
  intake?: boolean;
  /** Shown, not edited: an open order or return holds them. */
  readOnly?: boolean;
}

/** Weight (kg), length, width and height (cm) of a parcel; the caller lays them out. */
export function MeasurementFields({
  values,
  onChange,
  errorOf,
  intake,
  readOnly,
}: MeasurementFieldsProps) {
  const { t } = useTranslation('warehouses');
  return (
    <>
      {MEASUREMENTS.map((field) => (
        <NumberField
          key={field}
          label={t(`parcel.fields.${field}`)}
          name={field}
          {...(intake ? { 'data-intake': '' } : {})}
          required={!readOnly}
          readOnly={readOnly}
          unit={field === 'weight' ? t('newParcel.unitKg') : t('newParcel.unitCm')}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          error={errorOf(field)}
        />
      ))}
    </>
  );
}
