import type { FileRules } from '../internal/file-checks';

export const MB = 1024 * 1024;

/** The document rules: PDF and Word files (`.pdf`, `.doc`, `.docx`), `maxBytes` each, `maxFiles` kept. */
export function documentRules(maxBytes: number, maxFiles: number): FileRules {
  return {
    types: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    extensions: ['.pdf', '.doc', '.docx'],
    maxBytes,
    maxFiles,
  };
}
