import { useState } from 'react';
import { ConfirmModal } from '../ConfirmModal';
import { CloseIcon } from '../icons';
import { FilePicker, UploaderFrame, formatBytes, useCheckedPick } from '../internal/file-checks';
import type { FileInputProps } from '../internal/file-checks';
import { StyledVisuallyHidden } from '../internal/VisuallyHidden';
import { StyledMore, StyledRemove, StyledThumb, StyledThumbs } from './ImageUploader.styles';
import { MB, imageRules, visibleSplit } from './model';

/** An image already added; `url` may be a `blob:` preview, `size` (bytes) sharpens duplicate checks. */
export interface UploadedImage {
  id: string;
  name: string;
  url: string;
  size?: number;
}

export interface ImageUploaderLabels {
  /** Text of the button that opens the file chooser. */
  add: string;
  /** Formats and limit under the button, from the size limit, e.g. "4 MB". */
  hint: (limitText: string) => string;
  /** Accessible name of a thumbnail's remove button. */
  remove: (name: string) => string;
  /** Accessible name of the "+N" tile. */
  more: (count: number) => string;
  /** Message for a file that is not an accepted image. */
  wrongFormat: (name: string) => string;
  /** Message for a file over the size limit. */
  tooLarge: (name: string, limitText: string) => string;
  /** Message for a file that is already there or picked twice. */
  duplicate: (name: string) => string;
  /** Title of the remove confirmation. */
  confirmTitle: string;
  /** Body of the remove confirmation. */
  confirmMessage: (name: string) => string;
  /** Confirm button of the remove confirmation. */
  confirm: string;
  /** Back button of the remove confirmation. */
  cancel: string;
  /** Close icon of the remove confirmation. */
  close: string;
}

const defaultLabels: ImageUploaderLabels = {
  add: 'Add image',
  hint: (limit) => `JPG or PNG, up to ${limit} each`,
  remove: (name) => `Remove ${name}`,
  more: (count) => `${count} more ${count === 1 ? 'image' : 'images'}`,
  wrongFormat: (name) => `${name} is not a JPG or PNG image.`,
  tooLarge: (name, limit) => `${name} is larger than ${limit}.`,
  duplicate: (name) => `${name} has already been added.`,
  confirmTitle: 'Remove image?',
  confirmMessage: (name) => `${name} will be removed.`,
  confirm: 'Remove',
  cancel: 'Cancel',
  close: 'Close',
};

export interface ImageUploaderProps {
  /** Name of the whole control, shown above it. */
  label: string;
  /** Images already added (controlled). */
  files: readonly UploadedImage[];
  /** Called with the picked or dropped files that passed every check. */
  onAdd: (files: File[]) => void;
  /** Called with an image's id after the user confirms its removal. */
  onRemove: (id: string) => void;
  /** Also accept the `.jpeg` file ending. */
  allowJpegExtension?: boolean;
  /** Largest size of one image, in bytes. */
  maxBytes?: number;
  /** Thumbnails drawn before the rest collapse into a "+N" tile. */
  maxVisible?: number;
  /** Let the user pick several files at once. */
  multiple?: boolean;
  /** Stops adding and removing. */
  disabled?: boolean;
  /** Visible words; English defaults. */
  labels?: Partial<ImageUploaderLabels>;
  /** Native props (and `ref`) for the hidden file input. */
  inputProps?: FileInputProps;
  /**
   * Looks inside each file that passed the name, type and size checks (its first bytes, say):
   * a file it refuses is told with `wrongFormat` and not added. A name and a type can lie.
   */
  contentCheck?: (file: File) => Promise<boolean>;
  /**
   * Why the files last sent were refused by whoever received them (a server's 413 or 415), in
   * words: said under the picker with the pick's own problems, where the file can be changed.
   */
  refusal?: string | null;
}

/** Adds JPG/PNG images by button or drag and drop, checks them, and removes them after confirmation. */
export function ImageUploader({
  label,
  files,
  onAdd,
  onRemove,
  allowJpegExtension = false,
  maxBytes = 4 * MB,
  maxVisible = 4,
  multiple = false,
  disabled = false,
  labels: labelOverrides,
  inputProps,
  contentCheck,
  refusal = null,
}: ImageUploaderProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [removing, setRemoving] = useState<UploadedImage | null>(null);
  const rules = imageRules(maxBytes, allowJpegExtension);
  const limitText = formatBytes(maxBytes);
  const { shown, hidden } = visibleSplit(files.length, maxVisible);
  const { pick, problems } = useCheckedPick({ files, rules, onAdd, labels, contentCheck });

  return (
    <UploaderFrame label={label}>
      {files.length > 0 && (
        <StyledThumbs>
          {files.slice(0, shown).map((file) => (
            <StyledThumb key={file.id}>
              <img src={file.url} alt={file.name} />
              <StyledRemove
                type="button"
                aria-label={labels.remove(file.name)}
                disabled={disabled}
                onClick={() => setRemoving(file)}
              >
                <CloseIcon />
              </StyledRemove>
            </StyledThumb>
          ))}
          {hidden > 0 && (
            <StyledMore>
              <span aria-hidden="true">+{hidden}</span>
              <StyledVisuallyHidden>{labels.more(hidden)}</StyledVisuallyHidden>
            </StyledMore>
          )}
        </StyledThumbs>
      )}
      <FilePicker
        accept={[...rules.types, ...rules.extensions].join(',')}
        multiple={multiple}
        disabled={disabled}
        addLabel={labels.add}
        hint={labels.hint(limitText)}
        problems={refusal ? [...problems, refusal] : problems}
        onPick={pick}
        inputProps={inputProps}
      />
      <ConfirmModal
        open={removing !== null}
        tone="danger"
        title={labels.confirmTitle}
        message={removing ? labels.confirmMessage(removing.name) : ''}
        confirmLabel={labels.confirm}
        backLabel={labels.cancel}
        closeLabel={labels.close}
        onBack={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) onRemove(removing.id);
          setRemoving(null);
        }}
      />
    </UploaderFrame>
  );
}
