import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ItemResponse } from '@jiyun/domain';
import { api } from '../client';
import { fileKeys } from '../query-keys';
import { resolveImageSource } from './image-source';

// Signed URLs expire after a few minutes; ask again well before that.
const SIGNED_URL_FRESH_MS = 4 * 60_000;

export async function fetchSignedUrl(key: string): Promise<string> {
  const { data } = await api.get<ItemResponse<{ url: string }>>(
    `/public/files/${encodeURIComponent(key)}`,
  );
  return data.data.url;
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
