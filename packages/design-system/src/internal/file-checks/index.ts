export { FilePicker } from './FilePicker';
export type { FileInputProps } from './FilePicker';
export { checkFiles, formatBytes, hasAcceptedFormat } from './model';
export type {
  ExistingFile,
  FileCheckResult,
  FileFacts,
  FileProblem,
  FileProblemKind,
  FileRules,
} from './model';
