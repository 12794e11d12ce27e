import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, ConfirmModal, theme } from '@jiyun/design-system';
import {
  additionalFeesCents,
  ORDER_CURRENCY,
  packageInfoSchema,
  type CheckPriceRequest,
  type FieldError,
  type Order,
  type OrderFailure,
  type PriceQuote,
} from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import { readApiFailure } from '../../../../api/api-error';
import type { FailureKeys } from '../../../../forms/failure-keys';
import { FormActions } from '../../../../forms/FormActions';
import { useSchemaForm } from '../../../../forms/use-schema-form';
import { orderFailureFrom } from '../../model/failure';
import { money } from '../../../../lib/money';
import { useCheckPrice, usePackOrder } from '../../queries';
import { AdditionalFeesField } from './AdditionalFeesField';
import { MeasureFields } from './MeasureFields';
import {
  checkPriceRequestOf,
  MEASURE_FIELDS,
  packFormData,
  packingBody,
  packingValuesOf,
  quoteKeyOf,
  type MeasureField,
  type PackingValues,
} from './model/packing-form';
import { PackagePhotosField, usePackagePhotos } from './PackagePhotosField';
import { QuoteSummary, SizeRefusals } from './QuoteSummary';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
`;

type ErrorKey =
  | 'packing.errors.measure'
  | 'packing.errors.measureTooLarge'
  | 'packing.errors.feeTitle'
  | 'packing.errors.feePrice'
  | 'packing.errors.feeZero'
  | 'packing.errors.feeCents';

const MEASURE_KEYS = {
  max: 'packing.errors.measureTooLarge',
  '*': 'packing.errors.measure',
} as const;

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: Object.fromEntries(MEASURE_FIELDS.map((field) => [field, MEASURE_KEYS])),
  other: (field) =>
    field.endsWith('.title') ? 'packing.errors.feeTitle' : 'packing.errors.feePrice',
};

const FEE_PRICE_KEYS: Record<string, ErrorKey> = {
  'non-zero': 'packing.errors.feeZero',
  cents: 'packing.errors.feeCents',
};

/** What the last check answered, for the values it priced (`key`, `quoteKeyOf`). */
type Checked =
  | { key: string; kind: 'quote'; quote: PriceQuote; request: CheckPriceRequest }
  | { key: string; kind: 'refused'; refusals: FieldError[] };

export interface PackingFormProps {
  order: Order;
  /** The merchant left the form without packing. */
  onCancel: () => void;
  /** The order was packed (the detail already shows it). */
  onPacked: () => void;
}

/** The server's refusals of the photos themselves (413, 415, too many), said at the photos. */
const PHOTO_REFUSALS: ReadonlySet<OrderFailure> = new Set<OrderFailure>([
  'photo_too_large',
  'photo_type',
]);
/**
 * Packing (spec 4, 5): weigh and measure the package, add fees and photos, Check price, then
 * Submit → confirmation → Confirm and proceed. Submit needs the quote of the values on screen:
 * any change of a measure or fee sets it aside until the price is checked again (ADR 0059).
 */
export function PackingForm({ order, onCancel, onPacked }: PackingFormProps) {
  const { t } = useTranslation('orders');
  const photos = usePackagePhotos();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [photosTried, setPhotosTried] = useState(false);
  const check = useCheckPrice(order.id);
  const pack = usePackOrder(order.id);
  const form = useSchemaForm<PackingValues, ErrorKey>({
    schema: packageInfoSchema,
    defaultValues: packingValuesOf(order),
    toBody: packingBody,
    failureKeys: FAILURE_KEYS,
    // "> 0 before Check price" (spec 5): problems show once the price was asked for.
    showFailures: 'submitted',
  });
  const { control, values, formRef, submit, errorKey, failures, setValue } = form;
  // The form took the place of the button that opened it: the keyboard carries on at Weight
  // instead of falling back to the top of the page.
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [formRef]);
  const busy = check.isPending || pack.isPending;
  const key = quoteKeyOf(values);
  const current = checked?.key === key ? checked : null;
  const quote = checked?.kind === 'quote' ? checked : null;

  const measureErrors = Object.fromEntries(
    MEASURE_FIELDS.map((field) => [field, errorKey(field)]).filter(([, error]) => error),
  ) as Partial<Record<MeasureField, ErrorKey>>;
  const feeErrors = (index: number) => {
    const text = (field: 'title' | 'price') => {
      const path = `additional_fees[${index}].${field}`;
      const rule = failures[path];
      if (rule === undefined || !form.submitTried) return undefined;
      if (field === 'title') return t('packing.errors.feeTitle');
      return t(FEE_PRICE_KEYS[rule] ?? 'packing.errors.feePrice');
    };
    return { title: text('title'), price: text('price') };
  };

  const onCheck = submit((typed) => {
    if (busy) return;
    const request = checkPriceRequestOf(typed);
    const asked = quoteKeyOf(typed);
    setChecked(null);
    check.mutate(request, {
      onSuccess: (answer) => setChecked({ key: asked, kind: 'quote', quote: answer, request }),
      onError: (error) => {
        if (orderFailureFrom('check_price', error) !== 'size_refused') return;
        setChecked({ key: asked, kind: 'refused', refusals: readApiFailure(error).details });
      },
    });
  });

  const noPhotos = photos.files.length === 0;
  const onSubmit = () => {
    setPhotosTried(true);
    if (current?.kind !== 'quote' || noPhotos) return;
    pack.reset();
    setConfirming(true);
  };
  const onConfirm = () => {
    if (current?.kind !== 'quote' || pack.isPending) return;
    pack.mutate(packFormData(current.request, photos.files), {
      onSuccess: () => {
        setConfirming(false);
        onPacked();
      },
      onError: (error) => {
        // A refused photo is said at the photos, where it is changed: the question closes.
        if (PHOTO_REFUSALS.has(orderFailureFrom('pack', error))) setConfirming(false);
      },
    });
  };

  const checkFailure = check.isError ? orderFailureFrom('check_price', check.error) : null;
  const packFailure = pack.isError ? orderFailureFrom('pack', pack.error) : null;
  const photoRefusal =
    packFailure && PHOTO_REFUSALS.has(packFailure) ? t(`failures.${packFailure}`) : null;
  const feesTotal =
    additionalFeesCents(current?.kind === 'quote' ? (current.request.additional_fees ?? []) : []) /
    100;
  return (
    <StyledForm ref={formRef} onSubmit={onCheck} noValidate aria-label={t('packing.formLabel')}>
      <MeasureFields
        values={values}
        onChange={(field, value) => setValue(field, value, { shouldDirty: true })}
        errors={Object.fromEntries(
          Object.entries(measureErrors).map(([field, error]) => [field, t(error)]),
        )}
        disabled={busy}
      />
      <AdditionalFeesField control={control} errors={feeErrors} disabled={busy} />
      <PackagePhotosField
        photos={photos}
        error={photosTried && noPhotos ? t('packing.photos.required') : null}
        refusal={photoRefusal}
        disabled={busy}
      />
      {quote && <QuoteSummary quote={quote.quote} stale={current === null} />}
      {current?.kind === 'refused' && <SizeRefusals refusals={current.refusals} />}
      <FormActions
        problem={
          checkFailure && checkFailure !== 'size_refused' ? t(`failures.${checkFailure}`) : null
        }
      >
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          loading={check.isPending}
          disabled={pack.isPending}
        >
          {t('packing.checkPrice')}
        </Button>
        <Button onClick={onSubmit} disabled={current?.kind !== 'quote' || busy}>
          {t('packing.submit')}
        </Button>
      </FormActions>
      <ConfirmModal
        open={confirming && current?.kind === 'quote'}
        title={t('packing.confirm.title')}
        message={
          current?.kind !== 'quote' ? (
            ''
          ) : (
            <>
              {packFailure && !photoRefusal && (
                <Alert tone="error">{t(`failures.${packFailure}`)}</Alert>
              )}
              <StyledFacts>
                <Fact label={t('packing.fields.weight')}>
                  {t('detail.units.kg', { value: current.request.weight })}
                </Fact>
                <Fact label={t('detail.package.measures')}>
                  {t('detail.units.cm', {
                    length: current.request.length,
                    width: current.request.width,
                    height: current.request.height,
                  })}
                </Fact>
                <Fact label={t('packing.quote.additionalFees')}>
                  {t('packing.confirm.fees', {
                    count: current.request.additional_fees?.length ?? 0,
                    total: money(feesTotal, ORDER_CURRENCY),
                  })}
                </Fact>
                <Fact label={t('packing.photos.title')}>
                  {t('packing.confirm.photos', { count: photos.files.length })}
                </Fact>
                <Fact label={t('packing.quote.totalPrice')}>
                  {money(current.quote.totalPrice, current.quote.currency)}
                </Fact>
              </StyledFacts>
            </>
          )
        }
        confirmLabel={t('packing.confirm.proceed')}
        backLabel={t('actions.back')}
        closeLabel={t('actions.close')}
        confirming={pack.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={onConfirm}
      />
    </StyledForm>
  );
}
