import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, Select } from '@jiyun/design-system';
import { DAYS_UNITS, routeTimesSchema, type DaysUnit } from '@jiyun/domain';
import type { FailureKeys } from '../../../forms/failure-keys';
import { StyledFormGrid } from '../../../forms/form-layout';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { languageFromStored } from '../../../i18n/language';
import { countryName } from '../../../i18n/place-names';
import {
  routeBodyOf,
  routeChanged,
  routeFormOf,
  type RouteTimesForm,
} from '../model/section-forms';
import { usePatchShippingLine } from '../queries';
import { Fact, StyledFacts } from '../../../components/Facts';
import { Section, SectionForm, sectionSave } from './Section';
import type { SectionProps } from './section-props';
import { useSection } from './use-section';

type RouteKey = 'route.errors.time' | 'route.errors.minBeforeMax';
const FAILURES: FailureKeys<RouteKey> = {
  fields: {
    min_working_days: { 'min-before-max': 'route.errors.minBeforeMax', '*': 'route.errors.time' },
  },
  other: 'route.errors.time',
};

function RouteForm({
  line,
  onCancel,
  onSave,
  saving,
  failure,
}: SectionProps & {
  onCancel: () => void;
  onSave: (form: RouteTimesForm) => void;
  saving: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation('shippingLines');
  const route = line.basicInfo.routeInformation;
  const form = useSchemaForm<RouteTimesForm, RouteKey>({
    schema: routeTimesSchema,
    defaultValues: routeFormOf(route),
    toBody: routeBodyOf,
    failureKeys: FAILURES,
  });
  const changed = routeChanged(route, form.values);
  const unitOptions = DAYS_UNITS.map((unit) => ({ value: unit, label: t(`route.units.${unit}`) }));
  const errorOf = (field: keyof RouteTimesForm) => {
    const key = form.errorKey(field);
    return key && t(key);
  };

  const time = (field: 'min_working_days' | 'max_working_days', label: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <NumberField
          label={label}
          name={field}
          required
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={errorOf(field)}
          disabled={saving}
        />
      )}
    />
  );
  const unit = (field: 'min_days_unit' | 'max_days_unit', label: string) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <Select
          label={label}
          name={field}
          required
          options={unitOptions}
          value={input.value}
          onChange={(event) => input.onChange(event.target.value as DaysUnit)}
          disabled={saving}
        />
      )}
    />
  );

  return (
    <SectionForm
      label={t('route.title')}
      formRef={form.formRef}
      {...sectionSave(form, { changed, saving, onSave })}
      onCancel={onCancel}
      saving={saving}
      failure={failure}
    >
      <RouteFacts line={line} withTimes={false} />
      <StyledFormGrid>
        {time('min_working_days', t('route.minTime'))}
        {unit('min_days_unit', t('route.minUnit'))}
        {time('max_working_days', t('route.maxTime'))}
        {unit('max_days_unit', t('route.maxUnit'))}
      </StyledFormGrid>
    </SectionForm>
  );
}

/** Origin, destination, transport, goods and route code: read-only even while editing (spec 5). */
function RouteFacts({ line, withTimes }: { line: SectionProps['line']; withTimes: boolean }) {
  const { t, i18n } = useTranslation('shippingLines');
  const language = languageFromStored(i18n.language);
  const route = line.basicInfo.routeInformation;
  const amount = (count: number, unit: DaysUnit) => t(`route.amount.${unit}`, { count });
  return (
    <StyledFacts>
      <Fact label={t('route.origin')}>{countryName(route.origin, language)}</Fact>
      <Fact label={t('route.destination')}>{countryName(route.destination, language)}</Fact>
      <Fact label={t('route.transport')}>
        {t(`route.transportType.${route.transportation_type}`)}
      </Fact>
      <Fact label={t('route.goods')}>{t(`route.goodsType.${route.goods_type}`)}</Fact>
      <Fact label={t('route.routeCode')}>{route.route_code}</Fact>
      {withTimes && (
        <Fact label={t('route.time')}>
          {t('route.timeRange', {
            min: amount(route.min_working_days, route.min_days_unit),
            max: amount(route.max_working_days, route.max_days_unit),
          })}
        </Fact>
      )}
    </StyledFacts>
  );
}

/** Route information: only the delivery times can change (A24). */
export function RouteSection(props: SectionProps) {
  const { t } = useTranslation('shippingLines');
  const { line, canEdit, blockedReasonId } = props;
  const patch = usePatchShippingLine(line.id);
  const section = useSection(patch.reset);
  return (
    <Section
      title={t('route.title')}
      editing={section.editing}
      canEdit={canEdit}
      blockedReasonId={blockedReasonId}
      onEdit={section.start}
    >
      {section.editing ? (
        <RouteForm
          {...props}
          onCancel={section.cancel}
          onSave={(values) =>
            patch.mutate(
              {
                field: 'basicInfo',
                part: 'routeInformation',
                // The form only submits what the schema accepts: this is the typed payload.
                payload: routeTimesSchema.validateSync(routeBodyOf(values)),
              },
              { onSuccess: section.saved },
            )
          }
          saving={patch.isPending}
          failure={patch.isError ? t('detail.saveFailed') : null}
        />
      ) : (
        <RouteFacts line={line} withTimes />
      )}
    </Section>
  );
}
