import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiPath, apiPaths } from '@jiyun/domain';
import { getItem } from '../http';
import { queryKeysFor } from '../query-keys';
import { resolveImageSource } from './image-source';

// Signed URLs expire after a few minutes; ask again well before that.
const SIGNED_URL_FRESH_MS = 4 * 60_000;

/** Signed URLs of stored files (avatars, images), by file key. */
export const fileKeys = queryKeysFor('files');

export async function fetchSignedUrl(key: string): Promise<string> {
  return (await getItem<{ url: string }>(apiPath(apiPaths.files.signedLink, { key }))).url;
}

/**
 * A resolver for design-system images (Avatar `resolveSrc`): URLs pass through, file keys are
 * fetched once through the query cache and shared by every image showing the same key.
 */
export function useImageResolver(): (src: string) => string | null | Promise<string | null> {
  const queryClient = useQueryClient();
  return useCallback(
    (src: string) =>
      resolveImageSource(src, (key) =>
        queryClient
          .fetchQuery({
            queryKey: fileKeys.detail(key),
            queryFn: () => fetchSignedUrl(key),
            staleTime: SIGNED_URL_FRESH_MS,
          })
          // A missing picture falls back to initials; it is not worth an error on the page.
          .catch(() => null),
      ),
    [queryClient],
  );
}
