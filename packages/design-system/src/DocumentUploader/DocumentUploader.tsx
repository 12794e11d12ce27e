import { CloseIcon } from '../icons';
import { FilePicker, UploaderFrame, formatBytes, useCheckedPick } from '../internal/file-checks';
import type { FileInputProps } from '../internal/file-checks';
import {
  StyledItem,
  StyledList,
  StyledName,
  StyledRemove,
  StyledSize,
} from './DocumentUploader.styles';
import { MB, documentRules } from './model';

/** A document already added; `size` in bytes. */
export interface UploadedDocument {
  id: string;
  name: string;
  size: number;
}

export interface DocumentUploaderLabels {
  /** Text of the button that opens the file chooser. */
  add: string;
  /** Formats and limits under the button, from the size limit and the file limit. */
  hint: (limitText: string, maxFiles: number) => string;
  /** Accessible name of a document's remove button. */
  remove: (name: string) => string;
  /** Message for a file that is not a PDF or Word document. */
  wrongFormat: (name: string) => string;
  /** Message for a file over the size limit. */
  tooLarge: (name: string, limitText: string) => string;
  /** Message for a file that is already there or picked twice. */
  duplicate: (name: string) => string;
  /** Message for a file beyond the file limit. */
  tooMany: (name: string, maxFiles: number) => string;
}

const defaultLabels: DocumentUploaderLabels = {
  add: 'Add document',
  hint: (limit, max) => `PDF, DOC or DOCX, up to ${limit} each, at most ${max} files`,
  remove: (name) => `Remove ${name}`,
  wrongFormat: (name) => `${name} is not a PDF or Word document.`,
  tooLarge: (name, limit) => `${name} is larger than ${limit}.`,
  duplicate: (name) => `${name} has already been added.`,
  tooMany: (name, max) => `${name} was not added: at most ${max} files.`,
};

export interface DocumentUploaderProps {
  /** Name of the whole control, shown above it. */
  label: string;
  /** Documents already added (controlled). */
  files: readonly UploadedDocument[];
  /** Called with the picked or dropped files that passed every check. */
  onAdd: (files: File[]) => void;
  /** Called with a document's id when its remove button is pressed. */
  onRemove: (id: string) => void;
  /** Largest size of one document, in bytes. */
  maxBytes?: number;
  /** Most documents kept; further picks get a message. */
  maxFiles?: number;
  /** Let the user pick several files at once. */
  multiple?: boolean;
  /** Stops adding and removing. */
  disabled?: boolean;
  /** Visible words; English defaults. */
  labels?: Partial<DocumentUploaderLabels>;
  /** Native props (and `ref`) for the hidden file input. */
  inputProps?: FileInputProps;
  /**
   * Why the files last sent were refused by whoever received them (a server's 413 or 415), in
   * words: said under the picker with the pick's own problems, where the file can be changed.
   */
  refusal?: string | null;
}

/** Adds PDF and Word documents by button or drag and drop, checks them, and lists them with their size. */
export function DocumentUploader({
  label,
  files,
  onAdd,
  onRemove,
  maxBytes = 10 * MB,
  maxFiles = 2,
  multiple = true,
  disabled = false,
  labels: labelOverrides,
  inputProps,
  refusal = null,
}: DocumentUploaderProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const rules = documentRules(maxBytes, maxFiles);
  const limitText = formatBytes(maxBytes);
  const { pick, problems, clearProblems } = useCheckedPick({ files, rules, onAdd, labels });

  return (
    <UploaderFrame label={label}>
      {files.length > 0 && (
        <StyledList>
          {files.map((file) => (
            <StyledItem key={file.id}>
              <StyledName>{file.name}</StyledName>
              <StyledSize>{formatBytes(file.size)}</StyledSize>
              <StyledRemove
                type="button"
                aria-label={labels.remove(file.name)}
                disabled={disabled}
                onClick={() => {
                  clearProblems();
                  onRemove(file.id);
                }}
              >
                <CloseIcon />
              </StyledRemove>
            </StyledItem>
          ))}
        </StyledList>
      )}
      <FilePicker
        accept={[...rules.extensions, ...rules.types].join(',')}
        multiple={multiple}
        disabled={disabled}
        addLabel={labels.add}
        hint={labels.hint(limitText, maxFiles)}
        problems={refusal ? [...problems, refusal] : problems}
        onPick={pick}
        inputProps={inputProps}
      />
    </UploaderFrame>
  );
}
