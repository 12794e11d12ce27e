import { WarehouseIcon } from '@jiyun/design-system';
import { StoredImage } from '../../../components/StoredImage';

/** The warehouse's picture (a stored file key or a URL), or a drawn warehouse when it has none. */
export function WarehouseImage({ src, alt }: { src: string | null; alt: string }) {
  return <StoredImage src={src} alt={alt} fallback={<WarehouseIcon aria-hidden />} />;
}
