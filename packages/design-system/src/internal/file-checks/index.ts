export { FilePicker } from './FilePicker';
export type { FileInputProps } from './FilePicker';
export { UploaderFrame, useCheckedPick } from './Uploader';
export { checkFiles, formatBytes, hasAcceptedFormat, problemMessage } from './model';
export type {
  ExistingFile,
  FileCheckResult,
  FileFacts,
  FileProblem,
  FileProblemKind,
  FileProblemLabels,
  FileRules,
} from './model';
