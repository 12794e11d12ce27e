import { useState } from 'react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert, Button, Loading, Modal, theme } from '@jiyun/design-system';
import {
  depositDue,
  routeCode,
  SHIPPING_LINE_IMAGE_MAX_BYTES,
  SHIPPING_LINE_ORIGIN,
  type GoodsType,
  type TransportType,
} from '@jiyun/domain';
import { readApiFailure } from '../../../../api/api-error';
import { urls } from '../../../../routes/urls';
import { StepCard, StyledStepForm } from '../components/StepCard';
import { StepActions } from '../components/StepActions';
import { StyledEditLink, SummaryList } from '../components/SummaryList';
import { submittedLineAtom } from '../components/submitted';
import { fileRefusalOf } from '../../../../forms/file-refusal';
import { RESET, wizardDraftAtom, wizardImageAtom } from '../draft-atoms';
import { formatUsd } from '../model/deposit';
import type { PricingValuesForm, WizardDraft } from '../model/draft';
import { draftBody, type WizardStep } from '../model/steps';
import {
  useActiveWarehouses,
  useCreateShippingLine,
  useRouteDeposit,
  useRouteOptions,
} from '../queries';

const StyledCities = styled.ul`
  margin: 0;
  padding-left: ${theme.space[5]};
`;

/** The review page: every step's summary with a way back to it, then Submit (A16, A20). */
export function ReviewStep() {
  const { t, i18n } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const image = useAtomValue(wizardImageAtom);
  const setSubmitted = useSetAtom(submittedLineAtom);
  // The draft as it was sent: shown behind the success modal once the stored draft is forgotten.
  const [sent, setSent] = useState<WizardDraft | null>(null);
  const shown = sent ?? draft;
  const { mainRoute, coverage, pricing } = shown;
  const options = useRouteOptions();
  const warehouses = useActiveWarehouses();
  const deposit = useRouteDeposit(mainRoute.arrival_country);
  const create = useCreateShippingLine({
    onSuccess: () => {
      setSubmitted(true);
      setSent(draft);
      setDraft(RESET);
    },
  });

  const english = i18n.language === 'en';
  const nameOf = (place: { name: string; zh_name: string }) =>
    english ? place.name : place.zh_name;
  const locale = english ? 'en' : 'zh-Hans';
  const destination = options.data?.destinations[SHIPPING_LINE_ORIGIN]?.find(
    (country) => country.code === mainRoute.arrival_country,
  );
  const warehouse = warehouses.data?.find((item) => item.id === shown.warehouse.warehouse_id);
  const code = routeCode({
    origin_country: SHIPPING_LINE_ORIGIN,
    destination_country: mainRoute.arrival_country,
    transport_type: mainRoute.transport_method as TransportType,
    goods_type: mainRoute.goods_type as GoodsType,
  });

  const edit = (step: WizardStep, section: string) => (
    <StyledEditLink
      to={urls.shippingLines.create(step)}
      aria-label={t('review.editSection', { section })}
    >
      {t('review.edit')}
    </StyledEditLink>
  );
  const prices = (values: PricingValuesForm) =>
    t('review.priceLine', {
      base: values.base_price,
      unit: values.unit,
      additional: values.additional_weight_price,
      per: t(`pricing.perUnit.${values.per_unit}`),
      divisor: values.volumetric_divisor,
    });
  // The frame ends the "just submitted" state when it unmounts, once the list is on screen:
  // ending it here, before the navigation commits, let the frame's guard send the emptied draft
  // back to step 1 instead of the list.
  const close = () => void navigate(urls.shippingLines.list());
  // A refusal the wizard knows says what to change; anything else, try again.
  const failureText = (error: unknown) => {
    const refusal = fileRefusalOf(error);
    if (refusal === 'tooLarge') {
      return t('main.image.refusedTooLarge', {
        limit: `${SHIPPING_LINE_IMAGE_MAX_BYTES / (1024 * 1024)} MB`,
      });
    }
    if (refusal === 'wrongType') return t('main.image.refusedWrongType');
    return readApiFailure(error).status === 409 ? t('review.routeTaken') : t('review.submitFailed');
  };

  return (
    <StyledStepForm
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const body = draftBody(draft);
        if (body && !create.isPending && sent === null) create.mutate({ draft: body, image });
      }}
    >
      <StepCard title={t('steps.main')} actions={edit('main', t('steps.main'))}>
        <SummaryList
          rows={[
            [t('main.fields.name'), mainRoute.name.trim()],
            [t('main.image.image'), image?.name ?? t('main.image.none')],
            [t('main.fields.departing_country'), t('main.china')],
            [
              t('main.fields.arrival_country'),
              destination ? nameOf(destination) : mainRoute.arrival_country,
            ],
            [
              t('main.fields.transport_method'),
              t(`transport.${mainRoute.transport_method as TransportType}`),
            ],
            [t('main.fields.goods_type'), t(`goods.${mainRoute.goods_type as GoodsType}`)],
            [t('review.routeCode'), code],
            [
              t('review.time'),
              t('review.timeRange', {
                min: mainRoute.min_time,
                minUnit: t(`units.${mainRoute.min_days_unit}`),
                max: mainRoute.max_time,
                maxUnit: t(`units.${mainRoute.max_days_unit}`),
              }),
            ],
          ]}
        />
      </StepCard>
      <StepCard title={t('steps.coverage')} actions={edit('coverage', t('steps.coverage'))}>
        {coverage.all_provinces && <p>{t('review.allProvinces')}</p>}
        <SummaryList
          rows={coverage.provinces.map((province) => [
            nameOf(province),
            province.all_cities
              ? t('review.allCities', { n: province.cities.length })
              : province.cities.map(nameOf).join(english ? ', ' : '、'),
          ])}
        />
      </StepCard>
      <StepCard title={t('steps.pricing')} actions={edit('pricing', t('steps.pricing'))}>
        <SummaryList
          rows={[
            [t('pricing.fields.currency'), t('pricing.currency.CNY')],
            [t('review.globalPrices'), prices(pricing)],
            [
              t('pricing.exceptionsTitle'),
              pricing.cities.length === 0 ? (
                t('review.noExceptions')
              ) : (
                <StyledCities>
                  {pricing.cities.map((city) => (
                    <li key={city.city_id}>
                      {nameOf({ name: city.city_name, zh_name: city.city_zh_name })}: {prices(city)}
                    </li>
                  ))}
                </StyledCities>
              ),
            ],
          ]}
        />
      </StepCard>
      <StepCard title={t('steps.warehouse')} actions={edit('warehouse', t('steps.warehouse'))}>
        <SummaryList
          rows={[[t('warehouse.title'), warehouse?.warehouse_name ?? shown.warehouse.warehouse_id]]}
        />
      </StepCard>
      <StepCard title={t('steps.deposit')} actions={edit('deposit', t('steps.deposit'))}>
        {deposit.isPending && <Loading label={t('deposit.loading')} />}
        {deposit.isError && <Alert tone="error">{t('deposit.loadFailed')}</Alert>}
        {deposit.data && (
          <SummaryList
            rows={[
              [
                t('review.deposit'),
                t('deposit.amount', { amount: formatUsd(depositDue(deposit.data), locale) }),
              ],
              [t('deposit.method'), t(`deposit.methods.${shown.deposit.method}`)],
              [t('review.depositStatus'), t('review.depositClaimed')],
            ]}
          />
        )}
      </StepCard>
      {create.isError && <Alert tone="error">{failureText(create.error)}</Alert>}
      <StepActions step="review" nextLabel={t('review.submit')} busy={create.isPending} />
      <Modal
        open={sent !== null}
        onClose={close}
        title={t('review.success.title')}
        closeLabel={t('actions.close')}
        footer={
          <Button variant="primary" onClick={close}>
            {t('review.success.close')}
          </Button>
        }
      >
        {t('review.success.message')}
      </Modal>
    </StyledStepForm>
  );
}
