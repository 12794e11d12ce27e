import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES } from '@jiyun/domain';
import { OneImagePicker } from '../../../components/OneImagePicker';

interface AvatarPickerProps {
  label: string;
  /** The picked file, or null while none is picked (the stored avatar stays). */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  /** The server's refusal of the avatar the last save sent, in words (`avatarRefusalKey`). */
  refusal?: string | null;
}

/**
 * One avatar: JPG or PNG (.jpg, .jpeg, .png, A42) of at most 4 MB. The uploader refuses another
 * type or a bigger file with a message naming it; the domain schema checks the same again.
 */
export function AvatarPicker({
  label,
  file,
  onChange,
  disabled = false,
  refusal = null,
}: AvatarPickerProps) {
  const { t } = useTranslation('admin');
  return (
    <OneImagePicker
      label={label}
      file={file}
      onChange={onChange}
      maxBytes={AVATAR_MAX_BYTES}
      name="avatar"
      disabled={disabled}
      refusal={refusal}
      labels={{
        add: t('upload.add'),
        hint: (limit) => t('upload.hint', { limit }),
        remove: (name) => t('upload.remove', { name }),
        more: (count) => t('upload.more', { count }),
        wrongFormat: (name) => t('upload.wrongFormat', { name }),
        tooLarge: (name, limit) => t('upload.tooLarge', { name, limit }),
        duplicate: (name) => t('upload.duplicate', { name }),
        confirmTitle: t('upload.confirmTitle'),
        confirmMessage: (name) => t('upload.confirmMessage', { name }),
        confirm: t('upload.confirm'),
        cancel: t('upload.cancel'),
        close: t('upload.close'),
      }}
    />
  );
}
