import { useEffect, useMemo } from 'react';
import { ImageUploader, type ImageUploaderLabels, type UploadedImage } from '@jiyun/design-system';
import { isJpegOrPngFile } from '../lib/image-file';

export interface OneImagePickerProps {
  label: string;
  /** The picked file, or null while none is picked (a stored picture stays). */
  file: File | null;
  onChange: (file: File | null) => void;
  maxBytes: number;
  /** The file input's name. */
  name: string;
  /** The uploader's words, in the page's language. */
  labels: ImageUploaderLabels;
  disabled?: boolean;
  /** The server's refusal of the picture the last save sent, in words. */
  refusal?: string | null;
}

/**
 * One JPG or PNG picture (.jpg, .jpeg, .png) picked for a form: shown from the file itself until
 * it is saved, checked by its first bytes before it is taken (a name and a type can lie).
 */
export function OneImagePicker({
  label,
  file,
  onChange,
  maxBytes,
  name,
  labels,
  disabled = false,
  refusal = null,
}: OneImagePickerProps) {
  const previewUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (previewUrl && URL.revokeObjectURL(previewUrl)), [previewUrl]);
  const files: UploadedImage[] =
    file && previewUrl ? [{ id: name, name: file.name, url: previewUrl, size: file.size }] : [];
  return (
    <ImageUploader
      contentCheck={isJpegOrPngFile}
      refusal={refusal}
      label={label}
      files={files}
      onAdd={(added) => onChange(added[0] ?? null)}
      onRemove={() => onChange(null)}
      maxBytes={maxBytes}
      allowJpegExtension
      disabled={disabled}
      inputProps={{ name }}
      labels={labels}
    />
  );
}
