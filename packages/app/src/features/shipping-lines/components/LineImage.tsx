import { ShippingLineIcon } from '@jiyun/design-system';
import { StoredImage } from '../../../components/StoredImage';

/** A line's picture (a stored file key or a URL), or a drawn line when it has none. */
export function LineImage({ src, alt }: { src: string | null; alt: string }) {
  return <StoredImage src={src} alt={alt} fallback={<ShippingLineIcon aria-hidden />} />;
}
