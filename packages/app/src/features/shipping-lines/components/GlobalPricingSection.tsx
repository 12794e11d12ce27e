import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Select, theme } from '@jiyun/design-system';
import { globalPricingSchema, type ShippingLinePricingValues } from '@jiyun/domain';
import type { FailureKeys } from '../../../forms/failure-keys';
import { useSchemaForm } from '../../../forms/use-schema-form';
import { pendingUntil } from '../model/line-view';
import {
  pricingBodyOf,
  pricingChanged,
  pricingFormOf,
  pricingUnitOf,
  type PricingForm,
} from '../model/section-forms';
import { usePatchShippingLine } from '../queries';
import { PricingFacts, PricingFields } from './PricingFields';
import { Fact, StyledFacts } from '../../../components/Facts';
import { Section, SectionForm, sectionSave } from './Section';
import type { SectionProps } from './section-props';
import { useSection } from './use-section';

export const StyledPending = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[4]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.color.warning.subtle};

  h3 {
    margin: 0;
    color: ${theme.color.warning.fg};
    font-size: ${theme.font.size.md};
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: ${theme.color.text.secondary};
  font-size: ${theme.font.size.sm};
`;

type PricingKey = 'pricing.errors.price' | 'pricing.errors.divisor' | 'pricing.errors.choice';
const FAILURES: FailureKeys<PricingKey> = {
  fields: {
    base_price: 'pricing.errors.price',
    additional_weight_price: 'pricing.errors.price',
    volumetric_divisor: 'pricing.errors.divisor',
  },
  other: 'pricing.errors.choice',
};

/** The currency selector: shown, always CNY, disabled (spec 9). */
function CurrencySelect() {
  const { t } = useTranslation('shippingLines');
  return (
    <Select
      label={t('pricing.currency')}
      name="currency"
      value="CNY"
      disabled
      options={[
        { value: 'CNY', label: t('pricing.currencies.CNY') },
        { value: 'USD', label: t('pricing.currencies.USD') },
      ]}
    />
  );
}

function GlobalPricingForm({
  shown,
  onCancel,
  onSave,
  saving,
  failure,
}: {
  /** The newest prices: the pending ones when a change waits, else those in force (none yet: null). */
  shown: ShippingLinePricingValues | null;
  onCancel: () => void;
  onSave: (form: PricingForm) => void;
  saving: boolean;
  failure: string | null;
}) {
  const { t } = useTranslation('shippingLines');
  const form = useSchemaForm<PricingForm, PricingKey>({
    schema: globalPricingSchema,
    defaultValues: pricingFormOf(shown),
    toBody: pricingBodyOf,
    failureKeys: FAILURES,
  });
  const changed = pricingChanged(shown, form.values);
  const errorOf = (field: string) => {
    const key = form.errorKey(field as keyof PricingForm);
    return key && t(key);
  };
  return (
    <SectionForm
      label={t('pricing.title')}
      formRef={form.formRef}
      {...sectionSave(form, { changed, saving, onSave })}
      onCancel={onCancel}
      saving={saving}
      failure={failure}
    >
      <StyledNote>{t('pricing.pendingNote')}</StyledNote>
      <CurrencySelect />
      <PricingFields control={form.control} prefix="" errorOf={errorOf} disabled={saving} />
    </SectionForm>
  );
}

/**
 * Global pricing: the prices in force and, while a change waits for its 30 days, "pending until
 * {date}" with the new prices (A25). Edit starts from the newest prices; saving replaces the
 * pending change.
 */
export function GlobalPricingSection({ line, canEdit, blockedReasonId }: SectionProps) {
  const { t } = useTranslation('shippingLines');
  const patch = usePatchShippingLine(line.id);
  const section = useSection(patch.reset);
  const pricing = line.pricingInfo.globalPricingInfomation;
  const until = pendingUntil(pricing?.pending ?? null);
  return (
    <Section
      title={t('pricing.title')}
      editing={section.editing}
      canEdit={canEdit}
      blockedReasonId={blockedReasonId}
      onEdit={section.start}
      editLabel={pricing ? undefined : t('actions.add')}
    >
      {section.editing ? (
        <GlobalPricingForm
          shown={pricing?.pending ?? pricing}
          onCancel={section.cancel}
          onSave={(values) => {
            // The form only submits what the schema accepts: this is the typed payload.
            const payload = globalPricingSchema.validateSync(pricingBodyOf(values));
            patch.mutate(
              {
                field: 'pricingInfo',
                part: 'globalPricingInfomation',
                payload: { ...payload, unit: pricingUnitOf(payload.unit) },
              },
              { onSuccess: section.saved },
            );
          }}
          saving={patch.isPending}
          failure={patch.isError ? t('detail.saveFailed') : null}
        />
      ) : !pricing ? (
        <StyledNote>{t('pricing.empty')}</StyledNote>
      ) : (
        <>
          <StyledFacts aria-label={t('pricing.inForce')}>
            <Fact label={t('pricing.currency')}>{t('pricing.currencies.CNY')}</Fact>
            <PricingFacts values={pricing} />
          </StyledFacts>
          {pricing.pending && until && (
            <StyledPending>
              <h3>{t('pricing.pendingUntil', { date: until })}</h3>
              <StyledFacts>
                <PricingFacts values={pricing.pending} />
              </StyledFacts>
            </StyledPending>
          )}
        </>
      )}
    </Section>
  );
}
