import { readApiFailure } from '../api/api-error';

/** Why the server refused a save's file: too large (413) or not of an accepted type (415). */
export type FileRefusal = 'tooLarge' | 'wrongType';

/**
 * The server's refusal of the file a save sent, if that is why it failed: the form says it at
 * the uploader, where the file can be changed, instead of a general "failed, try again".
 */
export function fileRefusalOf(error: unknown): FileRefusal | null {
  const { status } = readApiFailure(error);
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  return null;
}

/** The words an uploader shows for a refusal (its `refusal` prop), from a feature's two texts. */
export function fileRefusalText(
  refusal: FileRefusal | null,
  texts: Record<FileRefusal, string>,
): string | null {
  return refusal ? texts[refusal] : null;
}
