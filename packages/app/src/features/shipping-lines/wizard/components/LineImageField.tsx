import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { SHIPPING_LINE_IMAGE_MAX_BYTES } from '@jiyun/domain';
import { OneImagePicker } from '../../../../components/OneImagePicker';
import { wizardImageAtom } from '../draft-atoms';

/**
 * The new line's picture (A49, optional): one JPG or PNG, looked at by its first bytes before it
 * is taken. Kept in memory across the steps, not in the stored draft.
 */
export function LineImageField() {
  const { t } = useTranslation('shippingLineWizard');
  const [image, setImage] = useAtom(wizardImageAtom);
  return (
    <OneImagePicker
      label={t('main.image.image')}
      file={image}
      onChange={setImage}
      maxBytes={SHIPPING_LINE_IMAGE_MAX_BYTES}
      name="image"
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
