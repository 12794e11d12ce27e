export { DocumentUploader } from './DocumentUploader';
export type {
  DocumentUploaderLabels,
  DocumentUploaderProps,
  UploadedDocument,
} from './DocumentUploader';
