import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  ConfirmModal,
  ImageUploader,
  NumberField,
  theme,
  useToast,
  type UploadedImage,
} from '@jiyun/design-system';
import {
  PACKAGE_PHOTO_MAX_BYTES,
  PACKAGE_PHOTOS_MAX,
  RETURN_CURRENCY,
  returnPackageSchema,
  type ReturnOrder,
} from '@jiyun/domain';
import { Fact, StyledFacts } from '../../../../components/Facts';
import type { FailureKeys } from '../../../../forms/failure-keys';
import { FormActions } from '../../../../forms/FormActions';
import { StyledFormGrid } from '../../../../forms/form-layout';
import { useSchemaForm } from '../../../../forms/use-schema-form';
import { urls } from '../../../../routes/urls';
import { returnFailureTextKey } from '../model/failure';
import {
  emptyReturnPacking,
  returnPackageBodyOf,
  returnPackingFormData,
  returnPhotoFailures,
  type ReturnPackingValues,
} from '../model/return-view';
import { usePackReturn } from '../queries';

const StyledForm = styled.form`
  display: grid;
  gap: ${theme.space[5]};
`;

const StyledError = styled.p`
  margin: 0;
  color: ${theme.color.error.fg};
  font-size: ${theme.font.size.sm};
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

interface Photo extends UploadedImage {
  file: File;
}

let photoSeq = 0;

/** The photos picked for the package, each with a preview URL released when it goes. */
function usePackagePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  // The previews still held, released when the form goes (a packed return leaves the page).
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);
  const add = (files: File[]) => {
    const added = files.map((file) => {
      photoSeq += 1;
      const url = URL.createObjectURL(file);
      previews.current.add(url);
      return { id: `photo-${photoSeq}`, name: file.name, size: file.size, url, file };
    });
    setPhotos((before) => [...before, ...added]);
  };
  const remove = (id: string) => {
    const gone = photos.find((photo) => photo.id === id);
    if (gone) {
      URL.revokeObjectURL(gone.url);
      previews.current.delete(gone.url);
    }
    setPhotos((before) => before.filter((photo) => photo.id !== id));
  };
  return { photos, add, remove };
}

const MEASURES = [
  ['weight', 'kg'],
  ['length', 'cm'],
  ['width', 'cm'],
  ['height', 'cm'],
  ['total_price', RETURN_CURRENCY],
] as const;

const LABEL_KEYS = {
  weight: 'detail.packing.weight',
  length: 'detail.packing.length',
  width: 'detail.packing.width',
  height: 'detail.packing.height',
  total_price: 'detail.packing.totalPrice',
} as const;

/**
 * Packing an unpacked return (spec 5): weight, total price (CAD), length, width and height,
 * and the package photos (JPG/PNG ≤ 4 MB); a summary to confirm; then the multipart PATCH that
 * packs it, and back to the returns list with a success message.
 */
export function ReturnPackingForm({ order }: { order: ReturnOrder }) {
  const { t } = useTranslation(['returns', 'orders']);
  const toast = useToast();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { photos, add, remove } = usePackagePhotos();
  const pack = usePackReturn(order.id, {
    onSuccess: () => {
      toast.show({
        tone: 'success',
        message: t('detail.packing.done', { returnNo: order.returnNo }),
      });
      void navigate(urls.returns.list());
    },
  });
  const { control, values, formRef, submit, errorKey, submitTried } = useSchemaForm<
    ReturnPackingValues,
    ErrorKey
  >({
    schema: returnPackageSchema,
    defaultValues: emptyReturnPacking,
    toBody: returnPackageBodyOf,
    failureKeys: FAILURE_KEYS,
  });
  const photoRule = returnPhotoFailures(photos.length).package_photo;
  const photoError =
    submitTried && photoRule
      ? photoRule === 'max'
        ? t('detail.packing.errors.tooManyPhotos', { max: PACKAGE_PHOTOS_MAX })
        : t('detail.packing.errors.photosRequired')
      : undefined;
  const failure = pack.isError ? t(returnFailureTextKey('pack', pack.error)) : null;

  return (
    <Card as="section" title={t('detail.packing.title')} headingLevel={2}>
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
        <StyledFormGrid>
          {MEASURES.map(([name, unit]) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => {
                const key = errorKey(name);
                return (
                  <NumberField
                    label={t(LABEL_KEYS[name])}
                    name={name}
                    unit={unit}
                    required
                    maxDecimals={2}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={key && t(key)}
                    disabled={pack.isPending}
                  />
                );
              }}
            />
          ))}
        </StyledFormGrid>
        <div>
          <ImageUploader
            label={t('detail.packing.photos')}
            files={photos}
            onAdd={add}
            onRemove={remove}
            multiple
            allowJpegExtension
            maxBytes={PACKAGE_PHOTO_MAX_BYTES}
            maxVisible={4}
            disabled={pack.isPending}
            inputProps={{ name: 'package_photo' }}
            labels={{
              add: t('detail.packing.image.add'),
              hint: (limit) => t('detail.packing.image.hint', { limit }),
              remove: (name) => t('detail.packing.image.remove', { name }),
              more: (count) => t('detail.packing.image.more', { count }),
              wrongFormat: (name) => t('detail.packing.image.wrongFormat', { name }),
              tooLarge: (name, limit) => t('detail.packing.image.tooLarge', { name, limit }),
              duplicate: (name) => t('detail.packing.image.duplicate', { name }),
              confirmTitle: t('detail.packing.image.confirmTitle'),
              confirmMessage: (name) => t('detail.packing.image.confirmMessage', { name }),
              confirm: t('detail.packing.image.confirm'),
              cancel: t('detail.packing.image.cancel'),
              close: t('detail.packing.image.close'),
            }}
          />
          {photoError && <StyledError role="alert">{photoError}</StyledError>}
        </div>
        <FormActions problem={confirming ? null : failure}>
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
              {MEASURES.map(([name, unit]) => (
                <Fact key={name} label={t(LABEL_KEYS[name])}>
                  {values[name].trim()} {unit}
                </Fact>
              ))}
              <Fact label={t('detail.packing.photos')}>
                {t('detail.packing.photoCount', { count: photos.length })}
              </Fact>
            </StyledFacts>
          </>
        }
        confirmLabel={t('detail.packing.confirm')}
        backLabel={t('detail.packing.back')}
        closeLabel={t('orders:actions.close')}
        confirming={pack.isPending}
        onBack={() => setConfirming(false)}
        onConfirm={() =>
          pack.mutate(
            returnPackingFormData(
              values,
              photos.map((photo) => photo.file),
            ),
          )
        }
      />
    </Card>
  );
}
