import type { AdditionalFee, CheckPriceRequest, Order } from '@jiyun/domain';

/** A package's measures as the fields hold them (text, as typed). */
export interface MeasureValues {
  weight: string;
  length: string;
  width: string;
  height: string;
}

export const MEASURE_FIELDS = ['weight', 'length', 'width', 'height'] as const;
export type MeasureField = (typeof MEASURE_FIELDS)[number];

/** One additional fee row as typed: the price may be negative (a discount). */
export interface FeeValues {
  title: string;
  price: string;
}

/** The packing form's values: the measures and the additional fee rows. */
export interface PackingValues extends MeasureValues {
  additional_fees: FeeValues[];
}

export const emptyFee = (): FeeValues => ({ title: '', price: '' });

const text = (value: number | null) => (value === null ? '' : String(value));

/**
 * What the form starts with: blanks to pack an order, the saved measures and fees to repack one
 * (spec 4; the photos start empty either way, the server replaces them).
 */
export function packingValuesOf(order: Order): PackingValues {
  return {
    weight: text(order.weight),
    length: text(order.length),
    width: text(order.width),
    height: text(order.height),
    additional_fees: order.additional_fees.map((fee) => ({
      title: fee.title,
      price: String(fee.price),
    })),
  };
}

/** Text as a number for the schema: blank is absent (required), anything unreadable is NaN. */
function numberOf(value: string): number | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^-?(\d+(\.\d*)?|\.\d+)$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The package as the domain's `packageInfoSchema` checks it and check-price receives it. */
export interface PackingBody {
  weight: number | undefined;
  length: number | undefined;
  width: number | undefined;
  height: number | undefined;
  additional_fees: { title: string; price: number | undefined }[];
}

export function packingBody(values: PackingValues): PackingBody {
  return {
    weight: numberOf(values.weight),
    length: numberOf(values.length),
    width: numberOf(values.width),
    height: numberOf(values.height),
    additional_fees: values.additional_fees.map((fee) => ({
      title: fee.title.trim(),
      price: numberOf(fee.price),
    })),
  };
}

/** The check-price request of values the schema accepted. */
export function checkPriceRequestOf(values: PackingValues): CheckPriceRequest {
  const body = packingBody(values);
  return {
    weight: body.weight,
    length: body.length,
    width: body.width,
    height: body.height,
    additional_fees: body.additional_fees as AdditionalFee[],
  };
}

/**
 * What a quote was asked for, as one comparable text: a quote stands only while the measures and
 * fees are still the ones it priced (ADR 0059). Text that reads as the same number is the same
 * package ("2.50" and "2.5").
 */
export function quoteKeyOf(values: PackingValues): string {
  const body = packingBody(values);
  return JSON.stringify([
    body.weight,
    body.length,
    body.width,
    body.height,
    body.additional_fees.map((fee) => [fee.title, fee.price]),
  ]);
}

/**
 * The multipart pack (spec 7): measures as text, `status` packed, the fees as JSON text and one
 * `package_photo` per photo, in the order they were added.
 */
export function packFormData(request: CheckPriceRequest, photos: readonly File[]): FormData {
  const form = new FormData();
  for (const field of MEASURE_FIELDS) form.append(field, String(request[field]));
  form.append('status', 'packed');
  form.append('additional_fees', JSON.stringify(request.additional_fees ?? []));
  for (const photo of photos) form.append('package_photo', photo, photo.name);
  return form;
}

/** A fee's price as typed: digits, one decimal point, a leading minus (a discount). */
export function keepFeePriceCharacters(value: string): string {
  const negative = value.trimStart().startsWith('-');
  const [whole = '', ...rest] = value.replace(/[^\d.]/g, '').split('.');
  const decimals = rest.length > 0 ? `.${rest.join('').slice(0, 2)}` : '';
  return `${negative ? '-' : ''}${whole}${decimals}`;
}
