import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, ConfirmModal, NumberField, theme, useToast } from '@jiyun/design-system';
import {
  PACKAGE_PHOTOS_MAX,
  RETURN_CURRENCY,
  returnPackageSchema,
  type ReturnOrder,
} from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import type { FailureKeys } from '../../../../forms/failure-keys';
import { FormActions } from '../../../../forms/FormActions';
import { useNavigateAfterSave } from '../../../../forms/leave-guard';
import { useSchemaForm } from '../../../../forms/use-schema-form';
import { urls } from '../../../../routes/urls';
import {
  MEASURE_FIELDS,
  MeasureFields,
  PackagePhotosField,
  usePackagePhotos,
} from '../../components/PackingForm';
import { returnFailureTextKey } from '../model/failure';
import {
  returnPackageBodyOf,
  returnPackingFormData,
  returnPackingValuesOf,
  returnPhotoFailures,
  type ReturnPackingValues,
} from '../model/return-view';
import { usePackReturn } from '../queries';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
`;

type ErrorKey =
  | 'detail.packing.errors.required'
  | 'detail.packing.errors.number'
  | 'detail.packing.errors.tooLarge'
  | 'detail.packing.errors.decimals'
  | 'detail.packing.errors.price';

// An empty field is left out of the body: yup names that `optionality`.
const MEASURE_KEYS = {
  required: 'detail.packing.errors.required',
  optionality: 'detail.packing.errors.required',
  max: 'detail.packing.errors.tooLarge',
  recordable: 'detail.packing.errors.decimals',
  '*': 'detail.packing.errors.number',
} as const;

const FAILURE_KEYS: FailureKeys<ErrorKey> = {
  fields: {
    weight: MEASURE_KEYS,
    length: MEASURE_KEYS,
    width: MEASURE_KEYS,
    height: MEASURE_KEYS,
    total_price: {
      required: 'detail.packing.errors.required',
      optionality: 'detail.packing.errors.required',
      '*': 'detail.packing.errors.price',
    },
  },
  other: 'detail.packing.errors.number',
};

const UNITS = { weight: 'kg', length: 'cm', width: 'cm', height: 'cm' } as const;

export interface ReturnPackingFormProps {
  order: ReturnOrder;
  /** Closes the form without saving; the section puts its button back. */
  onCancel: () => void;
}

/**
 * Packing an unpacked return, or repacking a packed one (spec 4/5): weight, total price (CAD),
 * length, width and height — blank to pack, the saved values to repack — and the package photos
 * (JPG/PNG ≤ 4 MB, new ones: a repack replaces them); a summary to confirm; then the multipart
 * PATCH, and back to the returns list with a success message.
 */
export function ReturnPackingForm({ order, onCancel }: ReturnPackingFormProps) {
  const { t } = useTranslation(['returns', 'orders']);
  const toast = useToast();
  const navigateAfterSave = useNavigateAfterSave();
  const [confirming, setConfirming] = useState(false);
  const photos = usePackagePhotos();
  const pack = usePackReturn(order.id, {
    onSuccess: () => {
      toast.show({
        tone: 'success',
        message: t('detail.packing.done', { returnNo: order.returnNo }),
      });
      navigateAfterSave(urls.returns.list());
    },
  });
  const { control, values, formRef, submit, errorKey, submitTried, setValue } = useSchemaForm<
    ReturnPackingValues,
    ErrorKey
  >({
    schema: returnPackageSchema,
    defaultValues: returnPackingValuesOf(order),
    toBody: returnPackageBodyOf,
    failureKeys: FAILURE_KEYS,
  });
  // The form took the place of the button that opened it: the keyboard carries on at Weight
  // instead of falling back to the top of the page (as the orders' packing form does).
  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [formRef]);
  const photoRule = returnPhotoFailures(photos.files.length).package_photo;
  const photoError =
    submitTried && photoRule
      ? t('orders:packing.photos.tooMany', { count: PACKAGE_PHOTOS_MAX })
      : null;
  const measureError = (field: (typeof MEASURE_FIELDS)[number]) => {
    const key = errorKey(field);
    return key && t(key);
  };
  const priceError = errorKey('total_price');
  const failure = pack.isError ? t(returnFailureTextKey('pack', pack.error)) : null;

  return (
    <>
      <StyledForm
        ref={formRef}
        noValidate
        aria-label={t('detail.packing.title')}
        onSubmit={submit(() => {
          if (photoRule) return;
          pack.reset();
          setConfirming(true);
        })}
      >
        <p>{t('detail.packing.intro')}</p>
        <MeasureFields
          values={values}
          onChange={(field, value) => setValue(field, value, { shouldDirty: true })}
          onBlur={(field) => setValue(field, values[field], { shouldTouch: true })}
          errors={Object.fromEntries(MEASURE_FIELDS.map((field) => [field, measureError(field)]))}
          disabled={pack.isPending}
        />
        <Controller
          control={control}
          name="total_price"
          render={({ field }) => (
            <NumberField
              label={t('detail.packing.totalPrice')}
              name="total_price"
              unit={RETURN_CURRENCY}
              required
              maxDecimals={2}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={priceError && t(priceError)}
              disabled={pack.isPending}
            />
          )}
        />
        <PackagePhotosField photos={photos} error={photoError} disabled={pack.isPending} />
        <FormActions problem={confirming ? null : failure}>
          <Button variant="secondary" onClick={onCancel} disabled={pack.isPending}>
            {t('orders:actions.cancel')}
          </Button>
          <Button type="submit">{t('detail.packing.submit')}</Button>
        </FormActions>
      </StyledForm>
      <ConfirmModal
        open={confirming}
        title={t('detail.packing.confirmTitle')}
        message={
          <>
            {failure && <Alert tone="error">{failure}</Alert>}
            <p>{t('detail.packing.confirmIntro')}</p>
            <StyledFacts $columnMin="140px">
              {MEASURE_FIELDS.map((name) => (
                <Fact key={name} label={t(`orders:packing.fields.${name}`)}>
                  {values[name].trim()} {UNITS[name]}
                </Fact>
              ))}
              <Fact label={t('detail.packing.totalPrice')}>
                {values.total_price.trim()} {RETURN_CURRENCY}
              </Fact>
              <Fact label={t('orders:packing.photos.title')}>
                {t('detail.packing.photoCount', { count: photos.files.length })}
              </Fact>
            </StyledFacts>
          </>
        }
        confirmLabel={t('detail.packing.confirm')}
        backLabel={t('detail.packing.back')}
        closeLabel={t('orders:actions.close')}
        confirming={pack.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={() => pack.mutate(returnPackingFormData(values, photos.files))}
      />
    </>
  );
}
