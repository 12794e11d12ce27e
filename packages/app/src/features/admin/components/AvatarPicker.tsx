import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploader, type UploadedImage } from '@jiyun/design-system';
import { isJpegOrPngFile } from '../../../lib/image-file';
import { AVATAR_MAX_BYTES } from '@jiyun/domain';

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
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const files: UploadedImage[] =
    file && previewUrl ? [{ id: 'avatar', name: file.name, url: previewUrl, size: file.size }] : [];
  return (
    <ImageUploader
      contentCheck={isJpegOrPngFile}
      refusal={refusal}
      label={label}
      files={files}
      onAdd={(added) => onChange(added[0] ?? null)}
      onRemove={() => onChange(null)}
      maxBytes={AVATAR_MAX_BYTES}
      allowJpegExtension
      disabled={disabled}
      inputProps={{ name: 'avatar' }}
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
