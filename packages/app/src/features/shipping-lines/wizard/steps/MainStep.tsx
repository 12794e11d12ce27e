import { useAtom } from 'jotai';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, Modal, NumberField, Select, TextField } from '@jiyun/design-system';
import {
  contentTypesKey,
  DAYS_UNITS,
  SHIPPING_LINE_NAME_MAX,
  SHIPPING_LINE_ORIGIN,
  shippingMethodsKey,
  type DaysUnit,
  type TransportType,
  wizardMainRouteSchema,
} from '@jiyun/domain';
import type { FailureKeys } from '../../../../forms/failure-keys';
import { StyledFormGrid, StyledFormWide } from '../../../../forms/form-layout';
import { useSchemaForm } from '../../../../forms/use-schema-form';
import { urls } from '../../../../routes/urls';
import { LineImageField } from '../components/LineImageField';
import { StepActions } from '../components/StepActions';
import { StepCard, StepLoadState, StyledStepForm } from '../components/StepCard';
import { useDraftPart } from '../components/use-draft-part';
import { wizardDraftAtom } from '../draft-atoms';
import { withMainRoute, type MainRouteForm } from '../model/draft';
import { mainRouteBody } from '../model/steps';
import { useActiveWarehouses, useRouteOptions } from '../queries';

type MainErrorKey =
  | 'main.errors.name'
  | 'main.errors.destination'
  | 'main.errors.transport'
  | 'main.errors.goods'
  | 'main.errors.time'
  | 'main.errors.timeMax'
  | 'main.errors.minBeforeMax'
  | 'main.errors.unit';

const FAILURE_KEYS: FailureKeys<MainErrorKey> = {
  fields: {
    name: 'main.errors.name',
    arrival_country: 'main.errors.destination',
    transport_method: 'main.errors.transport',
    goods_type: 'main.errors.goods',
    min_time: {
      'min-before-max': 'main.errors.minBeforeMax',
      max: 'main.errors.timeMax',
      '*': 'main.errors.time',
    },
    max_time: { max: 'main.errors.timeMax', '*': 'main.errors.time' },
  },
  other: 'main.errors.unit',
};

/** Step 1: the line's name, where it goes, how, what it carries and how long it takes. */
export function MainStep() {
  const { t, i18n } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const options = useRouteOptions();
  const warehouses = useActiveWarehouses();
  const { control, values, setValue, formRef, submit, errorText, lengthProps } = useSchemaForm<
    MainRouteForm,
    MainErrorKey
  >({
    schema: wizardMainRouteSchema,
    defaultValues: draft.mainRoute,
    toBody: mainRouteBody,
    failureKeys: FAILURE_KEYS,
    // The draft keeps every keystroke (useDraftPart): leaving loses nothing.
    asksBeforeLeaving: false,
  });
  useDraftPart(values, (mainRoute) => setDraft((previous) => withMainRoute(previous, mainRoute)));

  const errorOf = (field: keyof MainRouteForm) => {
    return errorText(field, (key) => t(key));
  };
  const english = i18n.language === 'en';
  const destinations = options.data?.destinations[SHIPPING_LINE_ORIGIN] ?? [];
  const methods = values.arrival_country
    ? (options.data?.shippingMethods[
        shippingMethodsKey(SHIPPING_LINE_ORIGIN, values.arrival_country)
      ] ?? [])
    : [];
  const goods =
    values.arrival_country && values.transport_method
      ? (options.data?.contentTypes[
          contentTypesKey(
            SHIPPING_LINE_ORIGIN,
            values.arrival_country,
            values.transport_method as TransportType,
          )
        ] ?? [])
      : [];
  const unitOptions = DAYS_UNITS.map((unit) => ({ value: unit, label: t(`units.${unit}`) }));
  const noWarehouse = warehouses.data?.length === 0;

  return (
    <StyledStepForm
      ref={formRef}
      noValidate
      onSubmit={submit(() => void navigate(urls.shippingLines.create('coverage')))}
    >
      <StepLoadState
        loading={options.isPending}
        failed={options.isError}
        loadingLabel={t('main.loading')}
        failedText={t('main.loadFailed')}
        retryLabel={t('actions.retry')}
        onRetry={() => void options.refetch()}
      />
      <StepCard title={t('main.routeTitle')}>
        <StyledFormGrid>
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <TextField
                label={t('main.fields.name')}
                name="name"
                {...lengthProps('name')}
                required
                hint={t('main.nameHint', { max: SHIPPING_LINE_NAME_MAX })}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={errorOf('name')}
              />
            )}
          />
          <TextField
            label={t('main.fields.departing_country')}
            value={t('main.china')}
            readOnly
            hint={t('main.originHint')}
          />
          <Controller
            control={control}
            name="arrival_country"
            {...lengthProps('arrival_country')}
            render={({ field }) => (
              <Select
                label={t('main.fields.arrival_country')}
                name="arrival_country"
                required
                placeholder={t('main.choose')}
                options={destinations.map((country) => ({
                  value: country.code,
                  label: english ? country.name : country.zh_name,
                }))}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  // Another destination has other methods and goods types (spec 4).
                  setValue('transport_method', '');
                  setValue('goods_type', '');
                }}
                onBlur={field.onBlur}
                error={errorOf('arrival_country')}
              />
            )}
          />
          <Controller
            control={control}
            name="transport_method"
            render={({ field }) => (
              <Select
                label={t('main.fields.transport_method')}
                name="transport_method"
                required
                placeholder={t('main.choose')}
                options={methods.map((method) => ({
                  value: method,
                  label: t(`transport.${method}`),
                }))}
                value={field.value}
                onChange={(event) => {
                  field.onChange(event.target.value);
                  setValue('goods_type', '');
                }}
                onBlur={field.onBlur}
                disabled={values.arrival_country === ''}
                hint={values.arrival_country === '' ? t('main.destinationFirst') : undefined}
                error={errorOf('transport_method')}
              />
            )}
          />
          <Controller
            control={control}
            name="goods_type"
            render={({ field }) => (
              <Select
                label={t('main.fields.goods_type')}
                name="goods_type"
                required
                placeholder={t('main.choose')}
                options={goods.map((type) => ({ value: type, label: t(`goods.${type}`) }))}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                disabled={values.transport_method === ''}
                hint={values.transport_method === '' ? t('main.transportFirst') : undefined}
                error={errorOf('goods_type')}
              />
            )}
          />
          <StyledFormWide>
            <LineImageField />
          </StyledFormWide>
        </StyledFormGrid>
      </StepCard>
      <StepCard title={t('main.timeTitle')}>
        <StyledFormGrid>
          {(['min', 'max'] as const).map((end) => (
            <TimeFields
              key={end}
              end={end}
              control={control}
              unitOptions={unitOptions}
              error={errorOf(`${end}_time`)}
            />
          ))}
        </StyledFormGrid>
      </StepCard>
      <StepActions step="main" />
      <Modal
        open={noWarehouse}
        onClose={() => void navigate(urls.shippingLines.list())}
        title={t('main.noWarehouse.title')}
        closeLabel={t('actions.close')}
        footer={
          <>
            <Button variant="secondary" onClick={() => void navigate(urls.shippingLines.list())}>
              {t('actions.backToList')}
            </Button>
            <Button variant="primary" onClick={() => void navigate(urls.warehouses.create())}>
              {t('main.noWarehouse.create')}
            </Button>
          </>
        }
      >
        {t('main.noWarehouse.message')}
      </Modal>
    </StyledStepForm>
  );
}

function TimeFields({
  end,
  control,
  unitOptions,
  error,
}: {
  end: 'min' | 'max';
  control: ReturnType<typeof useSchemaForm<MainRouteForm, MainErrorKey>>['control'];
  unitOptions: { value: DaysUnit; label: string }[];
  error: string | undefined;
}) {
  const { t } = useTranslation('shippingLineWizard');
  return (
    <>
      <Controller
        control={control}
        name={`${end}_time`}
        render={({ field }) => (
          <NumberField
            label={t(`main.fields.${end}_time`)}
            name={`${end}_time`}
            required
            allowDecimal={false}
            inputMode="numeric"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
      <Controller
        control={control}
        name={`${end}_days_unit`}
        render={({ field }) => (
          <Select
            label={t(`main.fields.${end}_days_unit`)}
            name={`${end}_days_unit`}
            required
            options={unitOptions}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value as DaysUnit)}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
