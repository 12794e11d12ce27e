import {
  PACKAGE_PHOTOS_MAX,
  returnTrackingEditable,
  returnTrackingShown,
  type ReturnOrder,
  type ReturnOrderStatus,
} from '@jiyun/domain';
import type { FieldFailures } from '../../../../forms/form-errors';

/** Where a return's tracking number shows (spec 4): not while unpacked/packed; editable paid/shipped. */
export type ReturnTrackingMode = 'hidden' | 'editable' | 'readOnly';

export function returnTrackingModeOf(status: ReturnOrderStatus): ReturnTrackingMode {
  if (!returnTrackingShown(status)) return 'hidden';
  return returnTrackingEditable(status) ? 'editable' : 'readOnly';
}

/** The return id of the address, or null when there is none to ask for ("Return ID is required"). */
export function returnIdOf(param: string | undefined): string | null {
  const id = param?.trim() ?? '';
  return id === '' ? null : id;
}

/** The packing fields as typed (text, so a half-typed "1." stays as it is). */
export interface ReturnPackingValues {
  weight: string;
  length: string;
  width: string;
  height: string;
  total_price: string;
}

export const RETURN_PACKING_FIELDS = [
  'weight',
  'length',
  'width',
  'height',
  'total_price',
] as const;

export const emptyReturnPacking: ReturnPackingValues = {
  weight: '',
  length: '',
  width: '',
  height: '',
  total_price: '',
};

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * What the packing form starts with (spec 4/5): blanks to pack, the saved measures and price to
 * repack a packed return. The photos start empty either way: the server replaces them.
 */
export function returnPackingValuesOf(
  order: Pick<ReturnOrder, 'weight' | 'length' | 'width' | 'height' | 'total_price'>,
): ReturnPackingValues {
  if (order.weight === null) return emptyReturnPacking;
  return {
    weight: text(order.weight),
    length: text(order.length),
    width: text(order.width),
    height: text(order.height),
    // CAD with its cents as the package section shows it: 46.3 reads "46.30".
    total_price: order.total_price === null ? '' : order.total_price.toFixed(2),
  };
}

/**
 * The body `returnPackageSchema` checks: each number as typed, an empty field left out (so the
 * schema says "required", not "not a number").
 */
export function returnPackageBodyOf(values: ReturnPackingValues): Record<string, number> {
  const body: Record<string, number> = {};
  for (const field of RETURN_PACKING_FIELDS) {
    const text = values[field].trim();
    if (text !== '') body[field] = Number(text);
  }
  return body;
}

/**
 * The photos rule the schema cannot see: at most `PACKAGE_PHOTOS_MAX` (the server's). None is
 * fine: a return may be packed without photos (A51).
 */
export function returnPhotoFailures(photoCount: number): FieldFailures {
  if (photoCount > PACKAGE_PHOTOS_MAX) return { package_photo: 'max' };
  return {};
}

/**
 * The multipart packing PATCH (spec 5): the five numbers as text, `status: packed`, and one
 * `package_photo` part per photo.
 */
export function returnPackingFormData(values: ReturnPackingValues, photos: readonly File[]) {
  const form = new FormData();
  for (const field of RETURN_PACKING_FIELDS) form.append(field, values[field].trim());
  form.append('status', 'packed');
  for (const photo of photos) form.append('package_photo', photo, photo.name);
  return form;
}
