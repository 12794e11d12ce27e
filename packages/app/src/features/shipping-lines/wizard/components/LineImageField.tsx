import { useEffect, useMemo } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { ImageUploader, type UploadedImage } from '@jiyun/design-system';
import { WAREHOUSE_IMAGE_MAX_BYTES } from '@jiyun/domain';
import { isJpegOrPngFile } from '../../../../lib/image-file';
import { wizardImageAtom } from '../draft-atoms';

/** A line's picture has the limits of a warehouse's (A24: the display section takes the same). */
export const LINE_IMAGE_MAX_BYTES = WAREHOUSE_IMAGE_MAX_BYTES;

/**
 * The new line's picture (A49, optional): one JPG or PNG, looked at by its first bytes before it
 * is taken. Kept in memory across the steps, not in the stored draft.
 */
export function LineImageField() {
  const { t } = useTranslation('shippingLineWizard');
  const [image, setImage] = useAtom(wizardImageAtom);
  const previewUrl = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const files: UploadedImage[] =
    image && previewUrl
      ? [{ id: 'line-image', name: image.name, url: previewUrl, size: image.size }]
      : [];
  return (
    <ImageUploader
      label={t('main.image.image')}
      files={files}
      onAdd={(added) => setImage(added[0] ?? null)}
      onRemove={() => setImage(null)}
      maxBytes={LINE_IMAGE_MAX_BYTES}
      contentCheck={isJpegOrPngFile}
      allowJpegExtension
      inputProps={{ name: 'image' }}
      labels={{
        add: t('main.image.add'),
        hint: (limit) => t('main.image.hint', { limit }),
        remove: (name) => t('main.image.remove', { name }),
        more: (count) => t('main.image.more', { count }),
        wrongFormat: (name) => t('main.image.wrongFormat', { name }),
        tooLarge: (name, limit) => t('main.image.tooLarge', { name, limit }),
        duplicate: (name) => t('main.image.duplicate', { name }),
        confirmTitle: t('main.image.confirmTitle'),
        confirmMessage: (name) => t('main.image.confirmMessage', { name }),
        confirm: t('main.image.confirm'),
        cancel: t('main.image.cancel'),
        close: t('main.image.close'),
      }}
    />
  );
}
