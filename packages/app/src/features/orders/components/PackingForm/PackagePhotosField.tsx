import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ImageUploader, theme, type UploadedImage } from '@jiyun/design-system';
import { isJpegOrPngFile } from '../../../../lib/image-file';
import { PACKAGE_PHOTO_MAX_BYTES, PACKAGE_PHOTOS_MAX } from '@jiyun/domain';
import { withPickedPhotos, type PickedPhoto } from './model/photos';

const StyledNote = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.color.error.fg};
  font-size: ${theme.font.size.sm};
`;

/**
 * The photos picked for a package, with their previews (object URLs, let go when a photo goes or
 * the form closes). `left`: how many of the last pick did not fit under the limit.
 */
export function usePackagePhotos(max = PACKAGE_PHOTOS_MAX) {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [left, setLeft] = useState(0);
  const counter = useRef(0);
  const previews = useMemo(
    () => photos.map((photo) => ({ id: photo.id, url: URL.createObjectURL(photo.file) })),
    [photos],
  );
  useEffect(
    () => () => previews.forEach((preview) => URL.revokeObjectURL(preview.url)),
    [previews],
  );
  const uploaded: UploadedImage[] = photos.map((photo, index) => ({
    id: photo.id,
    name: photo.file.name,
    url: previews[index]?.url ?? '',
    size: photo.file.size,
  }));
  return {
    files: photos.map((photo) => photo.file),
    uploaded,
    left,
    max,
    add: (files: File[]) => {
      const next = withPickedPhotos(photos, files, max, () => `photo-${++counter.current}`);
      setPhotos(next.photos);
      setLeft(next.left);
    },
    remove: (id: string) => {
      setPhotos(photos.filter((photo) => photo.id !== id));
      setLeft(0);
    },
  };
}

export type PackagePhotos = ReturnType<typeof usePackagePhotos>;

export interface PackagePhotosFieldProps {
  /** The photos (`usePackagePhotos`). */
  photos: PackagePhotos;
  /** A problem to say under the photos (none picked yet), in words. */
  error?: string | null;
  /** The server's refusal of the photos the last save sent (413, 415), in words. */
  refusal?: string | null;
  disabled?: boolean;
}

/** Package photos: JPG/PNG up to 4 MB, at most 4, removal after a confirmation (spec 5, 9). */
export function PackagePhotosField({
  photos,
  error,
  refusal = null,
  disabled,
}: PackagePhotosFieldProps) {
  const { t } = useTranslation('orders');
  const notes = [
    photos.left > 0 ? t('packing.photos.tooMany', { count: photos.max }) : null,
    error ?? null,
  ].filter((note): note is string => note !== null);
  return (
    <div>
      <ImageUploader
        contentCheck={isJpegOrPngFile}
        refusal={refusal}
        label={t('packing.photos.label', { count: photos.max })}
        files={photos.uploaded}
        onAdd={photos.add}
        onRemove={photos.remove}
        maxBytes={PACKAGE_PHOTO_MAX_BYTES}
        maxVisible={photos.max}
        allowJpegExtension
        multiple
        disabled={disabled}
        inputProps={{ name: 'package_photo' }}
        labels={{
          add: t('packing.photos.add'),
          hint: (limit) => t('packing.photos.hint', { limit, count: photos.max }),
          remove: (name) => t('packing.photos.remove', { name }),
          more: (count) => t('packing.photos.more', { count }),
          wrongFormat: (name) => t('packing.photos.wrongFormat', { name }),
          tooLarge: (name, limit) => t('packing.photos.tooLarge', { name, limit }),
          duplicate: (name) => t('packing.photos.duplicate', { name }),
          confirmTitle: t('packing.photos.confirmTitle'),
          confirmMessage: (name) => t('packing.photos.confirmMessage', { name }),
          confirm: t('packing.photos.confirm'),
          cancel: t('actions.back'),
          close: t('actions.close'),
        }}
      />
      {notes.map((note) => (
        <StyledNote key={note} role="alert">
          {note}
        </StyledNote>
      ))}
    </div>
  );
}
