import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ShippingLineIcon, theme } from '@jiyun/design-system';
import { useImageResolver } from '../../../api/files/image-resolver';

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

/** A line's picture (a stored file key or a URL), or a drawn line when it has none. */
export function LineImage({ src, alt }: { src: string | null; alt: string }) {
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

  return (
    <StyledFrame>
      {url ? <img src={url} alt={alt} /> : <ShippingLineIcon aria-hidden />}
    </StyledFrame>
  );
}
