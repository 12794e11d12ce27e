import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@jiyun/design-system';
import { useImageResolver } from '../api/files/image-resolver';

const StyledFrame = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${theme.radius.md};
  background: ${theme.color.surface.sunken};
  color: ${theme.color.text.disabled};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }

  svg {
    width: 40px;
    height: 40px;
  }
`;

interface StoredImageProps {
  /** A stored file key or a URL; null when nothing was uploaded. */
  src: string | null;
  alt: string;
  /** What stands in the frame while there is no picture (an icon of the thing, aria-hidden). */
  fallback: ReactNode;
}

/**
 * An uploaded picture in a 16:9 frame (a warehouse's, a shipping line's): a stored file key is
 * turned into a signed link first; without a picture the frame shows `fallback`.
 */
export function StoredImage({ src, alt, fallback }: StoredImageProps) {
  const resolve = useImageResolver();
  const [resolved, setResolved] = useState<{ src: string; url: string | null } | null>(null);

  useEffect(() => {
    if (!src) return;
    let current = true;
    void Promise.resolve(resolve(src)).then((url) => {
      if (current) setResolved({ src, url });
    });
    return () => {
      current = false;
    };
  }, [src, resolve]);
  // A URL resolved for an earlier picture is never shown for this one.
  const url = src && resolved?.src === src ? resolved.url : null;

  return <StyledFrame>{url ? <img src={url} alt={alt} /> : fallback}</StyledFrame>;
}
