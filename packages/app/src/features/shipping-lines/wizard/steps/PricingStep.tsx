import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, SearchableDropdown, Select, theme } from '@jiyun/design-system';
import { pricingSchema } from '@jiyun/domain';
import type { FailureKeys } from '../../../../forms/failure-keys';
import { failureKey } from '../../../../forms/failure-keys';
import { useSchemaForm } from '../../../../forms/use-schema-form';
import { urls } from '../../../../routes/urls';
import { PricingFields, type PricingField } from '../components/PricingFields';
import { StepActions } from '../components/StepActions';
import { StepCard, StyledStepForm, StyledStepHint } from '../components/StepCard';
import { useDraftPart } from '../components/use-draft-part';
import { wizardDraftAtom } from '../draft-atoms';
import { newExceptionCity, type PricingForm } from '../model/draft';
import { exceptionCityOptions } from '../model/exceptions';
import { pricingBody } from '../model/steps';

type PricingErrorKey =
  | 'pricing.errors.required'
  | 'pricing.errors.aboveZero'
  | 'pricing.errors.zeroOrMore'
  | 'pricing.errors.tooHigh'
  | 'pricing.errors.decimals'
  | 'pricing.errors.choose';

// yup names a missing value's rule "optionality".
const valueRules = {
  optionality: 'pricing.errors.required',
  required: 'pricing.errors.required',
  max: 'pricing.errors.tooHigh',
  decimals: 'pricing.errors.decimals',
  '*': 'pricing.errors.aboveZero',
} as const;

/** Global prices: all five set and above 0 (spec 5). */
const GLOBAL_KEYS: FailureKeys<PricingErrorKey> = {
  fields: {
    base_price: valueRules,
    additional_weight_price: valueRules,
    volumetric_divisor: valueRules,
  },
  other: 'pricing.errors.choose',
};

/** An exception city's prices may be 0 (A19); its divisor stays above 0. */
const EXCEPTION_KEYS: FailureKeys<PricingErrorKey> = {
  fields: {
    base_price: { ...valueRules, '*': 'pricing.errors.zeroOrMore' },
    additional_weight_price: { ...valueRules, '*': 'pricing.errors.zeroOrMore' },
    volumetric_divisor: valueRules,
  },
  other: 'pricing.errors.choose',
};

const StyledException = styled.section`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]} 0;
  border-top: 1px solid ${theme.color.border.subtle};
`;

const StyledExceptionHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};

  h3 {
    margin: 0;
    font-size: ${theme.font.size.lg};
    font-weight: ${theme.font.weight.semibold};
  }
`;

const StyledCurrency = styled.div`
  max-width: 320px;
  margin-bottom: ${theme.space[4]};
`;

/** Step 3: the line's prices in CNY, and optional exception cities. */
export function PricingStep() {
  const { t, i18n } = useTranslation('shippingLineWizard');
  const navigate = useNavigate();
  const [draft, setDraft] = useAtom(wizardDraftAtom);
  const { values, setValue, errorKey, failures, submitTried, formRef, submit } = useSchemaForm<
    PricingForm,
    PricingErrorKey
  >({
    schema: pricingSchema,
    defaultValues: draft.pricing,
    toBody: pricingBody,
    failureKeys: GLOBAL_KEYS,
    // The draft keeps every keystroke (useDraftPart): leaving loses nothing.
    asksBeforeLeaving: false,
  });
  useDraftPart(values, (pricing) => setDraft((previous) => ({ ...previous, pricing })));

  const english = i18n.language === 'en';
  const nameOf = (place: { name: string; zh_name: string }) =>
    english ? place.name : place.zh_name;
  const options = exceptionCityOptions(
    draft.mainRoute.arrival_country,
    draft.coverage,
    values.cities,
  );
  const setCities = (cities: PricingForm['cities']) =>
    setValue('cities', cities, { shouldDirty: true });

  const globalError = (field: PricingField) => {
    const key = errorKey(field);
    return key && t(key);
  };
  const rowError = (index: number) => (field: PricingField) => {
    const rule = failures[`cities[${String(index)}].${field}`];
    return submitTried && rule !== undefined
      ? t(failureKey(EXCEPTION_KEYS, { field, rule }))
      : undefined;
  };

  return (
    <StyledStepForm
      ref={formRef}
      noValidate
      onSubmit={submit(() => void navigate(urls.shippingLines.create('warehouse')))}
    >
      <StepCard title={t('pricing.globalTitle')}>
        <StyledCurrency>
          <Select
            label={t('pricing.fields.currency')}
            options={[
              { value: 'CNY', label: t('pricing.currency.CNY') },
              { value: 'USD', label: t('pricing.currency.USD') },
            ]}
            value="CNY"
            disabled
            hint={t('pricing.currencyHint')}
          />
        </StyledCurrency>
        <PricingFields
          values={values}
          onChange={(field, value) =>
            // PricingFields pairs each field with a value of its own type; react-hook-form's path
            // typing cannot follow that generic pairing.
            setValue(field, value as never, { shouldDirty: true, shouldTouch: true })
          }
          errorOf={globalError}
        />
      </StepCard>
      <StepCard title={t('pricing.exceptionsTitle')}>
        <StyledStepHint>{t('pricing.exceptionsHint')}</StyledStepHint>
        <SearchableDropdown
          label={t('pricing.addException')}
          placeholder={t('pricing.addExceptionPlaceholder')}
          noResultsLabel={t('pricing.noCity')}
          options={options.map((option) => ({
            value: option.city.id,
            label: nameOf(option.city),
            description: option.suggested
              ? t('pricing.suggested', { province: nameOf(option.province) })
              : nameOf(option.province),
          }))}
          value={null}
          onChange={(cityId) => {
            const option = options.find((item) => item.city.id === cityId);
            if (option)
              setCities([...values.cities, newExceptionCity(option.city, option.province.name)]);
          }}
        />
        {values.cities.map((city, index) => {
          const name = nameOf({ name: city.city_name, zh_name: city.city_zh_name });
          return (
            <StyledException key={city.city_id} aria-label={name}>
              <StyledExceptionHeader>
                <h3>{name}</h3>
                <Button
                  type="button"
                  variant="text"
                  size="sm"
                  onClick={() => setCities(values.cities.filter((_, i) => i !== index))}
                >
                  {t('pricing.removeException', { city: name })}
                </Button>
              </StyledExceptionHeader>
              <PricingFields
                values={city}
                namePrefix={`cities[${String(index)}].`}
                labelSuffix={` · ${name}`}
                onChange={(field, value) =>
                  setCities(
                    values.cities.map((item, i) =>
                      i === index ? { ...item, [field]: value } : item,
                    ),
                  )
                }
                errorOf={rowError(index)}
              />
            </StyledException>
          );
        })}
      </StepCard>
      <StepActions step="pricing" />
    </StyledStepForm>
  );
}
