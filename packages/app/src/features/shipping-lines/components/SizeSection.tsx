import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, Select } from '@jiyun/design-system';
import {
  LENGTH_UNITS,
  sizeConstraintsSchema,
  VOLUME_UNITS,
  type LengthUnit,
  type VolumeUnit,
} from '@jiyun/domain';
import type { FailureKeys } from '../../../forms/failure-keys';
import { StyledFormGrid } from '../../../forms/form-layout';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { sizeBodyOf, sizeChanged, sizeFormOf, type SizeForm } from '../model/section-forms';
import { usePatchShippingLine } from '../queries';
import { StyledNote } from './GlobalPricingSection';
import { Fact, StyledFacts } from '../../../components/Facts';
import { Section, SectionForm, sectionSave } from './Section';
import type { SectionProps } from './section-props';
import { useSection } from './use-section';

type SizeKey = 'size.errors.value' | 'size.errors.minWeight';
const FAILURES: FailureKeys<SizeKey> = {
  fields: {
    min_weight: { 'min-weight-below-max': 'size.errors.minWeight', '*': 'size.errors.value' },
  },
  other: 'size.errors.value',
};

type NumberFieldName =
  'min_weight' | 'max_weight' | 'max_volume' | 'max_single_length' | 'max_sum_three_side';

function SizeFormView({
  line,
  onCancel,
  onSave,
  saving,
  failure,
}: SectionProps & {
  onCancel: () => void;
  onSave: (form: SizeForm) => void;
  saving: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation('shippingLines');
  const form = useSchemaForm<SizeForm, SizeKey>({
    schema: sizeConstraintsSchema,
    defaultValues: sizeFormOf(line.parcelInfo),
    toBody: sizeBodyOf,
    failureKeys: FAILURES,
  });
  const changed = sizeChanged(line.parcelInfo, form.values);
  const errorOf = (field: keyof SizeForm) => {
    const key = form.errorKey(field);
    return key && t(key);
  };
  const amount = (field: NumberFieldName, label: string, unit?: string, hint?: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <NumberField
          label={label}
          name={field}
          required
          allowDecimal
          maxDecimals={3}
          unit={unit}
          hint={hint}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={errorOf(field)}
          disabled={saving}
        />
      )}
    />
  );
  const unit = <U extends string>(
    field: 'max_volume_unit' | 'max_single_length_unit' | 'max_sum_three_side_unit',
    label: string,
    units: readonly U[],
  ) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <Select
          label={label}
          name={field}
          required
          options={units.map((value) => ({
            value,
            label: t(`size.units.${value as VolumeUnit | LengthUnit}`),
          }))}
          value={input.value}
          onChange={(event) => input.onChange(event.target.value)}
          disabled={saving}
        />
      )}
    />
  );

  return (
    <SectionForm
      label={t('size.title')}
      formRef={form.formRef}
      {...sectionSave(form, { changed, saving, onSave })}
      onCancel={onCancel}
      saving={saving}
      failure={failure}
    >
      <StyledFormGrid>
        {amount('min_weight', t('size.minWeight'), t('size.units.kg'))}
        {amount('max_weight', t('size.maxWeight'), t('size.units.kg'))}
        {amount('max_volume', t('size.maxVolume'))}
        {unit('max_volume_unit', t('size.maxVolumeUnit'), VOLUME_UNITS)}
        {amount('max_single_length', t('size.maxSingleLength'))}
        {unit('max_single_length_unit', t('size.maxSingleLengthUnit'), LENGTH_UNITS)}
        {amount('max_sum_three_side', t('size.maxSumThreeSide'), undefined, t('size.sumHint'))}
        {unit('max_sum_three_side_unit', t('size.maxSumThreeSideUnit'), LENGTH_UNITS)}
      </StyledFormGrid>
    </SectionForm>
  );
}

/** Parcel size constraints: Add when there are none yet, Edit otherwise (spec 2). */
export function SizeSection(props: SectionProps) {
  const { t } = useTranslation('shippingLines');
  const { line, canEdit, blockedReasonId } = props;
  const patch = usePatchShippingLine(line.id);
  const section = useSection(patch.reset);
  const parcel = line.parcelInfo;
  const withUnit = (value: number, unit: VolumeUnit | LengthUnit | 'kg') =>
    `${value} ${t(`size.units.${unit}`)}`;
  return (
    <Section
      title={t('size.title')}
      editing={section.editing}
      canEdit={canEdit}
      blockedReasonId={blockedReasonId}
      onEdit={section.start}
      editLabel={parcel ? undefined : t('actions.add')}
    >
      {section.editing ? (
        <SizeFormView
          {...props}
          onCancel={section.cancel}
          onSave={(values) =>
            patch.mutate(
              {
                field: 'parcelInfo',
                // The form only submits what the schema accepts: this is the typed payload.
                payload: sizeConstraintsSchema.validateSync(sizeBodyOf(values)),
              },
              { onSuccess: section.saved },
            )
          }
          saving={patch.isPending}
          failure={patch.isError ? t('detail.saveFailed') : null}
        />
      ) : parcel ? (
        <StyledFacts>
          <Fact label={t('size.minWeight')}>{withUnit(parcel.minimum_weight, 'kg')}</Fact>
          <Fact label={t('size.maxWeight')}>{withUnit(parcel.maximum_weight, 'kg')}</Fact>
          <Fact label={t('size.maxVolume')}>
            {withUnit(parcel.maximum_volume, parcel.maximum_volume_unit)}
          </Fact>
          <Fact label={t('size.maxSingleLength')}>
            {withUnit(parcel.max_single_length, parcel.max_single_length_unit)}
          </Fact>
          <Fact label={t('size.maxSumThreeSide')}>
            {withUnit(parcel.max_sum_three_side, parcel.max_sum_three_side_unit)}
            <StyledNote>{t('size.sumHint')}</StyledNote>
          </Fact>
        </StyledFacts>
      ) : (
        <StyledNote>{t('size.empty')}</StyledNote>
      )}
    </Section>
  );
}
