import { isDirectImageUrl } from '@jiyun/domain';

/**
 * Where an image stored as a value of ours can be loaded from: URLs (http, https, a local blob
 * preview) as they are; anything else is a file key that the server turns into a signed URL.
 */
export function resolveImageSource(
  value: string | null | undefined,
  signedUrlOf: (key: string) => Promise<string | null>,
): string | null | Promise<string | null> {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (isDirectImageUrl(trimmed)) return trimmed;
  return signedUrlOf(trimmed);
}
