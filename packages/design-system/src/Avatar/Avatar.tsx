import { useEffect, useState } from 'react';
import { avatarPixels, initialsOf } from './model';
import type { AvatarSize } from './model';
import { StyledAvatar, StyledImage } from './Avatar.styles';

export type { AvatarSize };

export interface AvatarProps {
  /** A stored file key or an image URL; empty shows initials. */
  src?: string | null;
  /** The person's name: the image's alt text and the source of the initials. */
  name: string;
  /** Turns a file key into a URL (sync or async); without it `src` is used as the URL. */
  resolveSrc?: (src: string) => Promise<string | null> | string | null;
  /** `sm` 24px, `md` 32px, `lg` 40px, or a diameter in pixels. */
  size?: AvatarSize;
}

interface Resolution {
  src: string;
  url: string | null;
}

/** A round picture of a person, falling back to their initials while loading or on failure. */
export function Avatar({ src, name, resolveSrc, size = 'md' }: AvatarProps) {
  const [resolution, setResolution] = useState<Resolution | null>(null);
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!src || !resolveSrc) return;
    let current = true;
    Promise.resolve()
      .then(() => resolveSrc(src))
      .then(
        (url) => current && setResolution({ src, url }),
        () => current && setResolution({ src, url: null }),
      );
    return () => {
      current = false;
    };
  }, [src, resolveSrc]);

  let url: string | null = null;
  if (src) url = resolveSrc ? (resolution?.src === src ? resolution.url : null) : src;
  const showImage = Boolean(url) && url !== brokenUrl;
  const pixels = avatarPixels(size);

  if (showImage && url) {
    return (
      <StyledAvatar $pixels={pixels}>
        <StyledImage src={url} alt={name} onError={() => setBrokenUrl(url)} />
      </StyledAvatar>
    );
  }
  return (
    <StyledAvatar $pixels={pixels} role="img" aria-label={name}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </StyledAvatar>
  );
}
