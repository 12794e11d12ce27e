import { array, string } from 'yup';
import { isUuid } from '../api/ids.js';
import { querySchema } from '../api/query.js';
import { statusListOf } from '../parcels/schemas.js';
import type { OrderStatus } from './types.js';

/** The documents of an order (issue 42.3): the pick list before packing, the package's label after. */
export const ORDER_DOCUMENT_KINDS = ['pick-list', 'package-label'] as const;
export type OrderDocumentKind = (typeof ORDER_DOCUMENT_KINDS)[number];

/** Most orders in one PDF (the order list's selection). */
export const ORDER_DOCUMENTS_MAX = 100;

export const ORDER_DOCUMENT_MESSAGES = {
  notPacked: 'The package label is printed once the order is packed.',
  ids: `ids must name 1 to ${ORDER_DOCUMENTS_MAX} orders by their ids.`,
} as const;

/** The package label needs the package: an order packed, and on its way or done since. */
export function hasPackageLabel(status: OrderStatus): boolean {
  return (
    status === 'packed' ||
    status === 'paid' ||
    status === 'shipped' ||
    status === 'delivered' ||
    status === 'completed'
  );
}

/** `GET merchants/orders/documents` query: which document, of the selected orders. */
export const orderDocumentsQuerySchema = querySchema({
  kind: string()
    .required(`kind must be one of ${ORDER_DOCUMENT_KINDS.join(', ')}.`)
    .oneOf(ORDER_DOCUMENT_KINDS, `kind must be one of ${ORDER_DOCUMENT_KINDS.join(', ')}.`),
  ids: array()
    .transform((value: unknown, original: unknown) => statusListOf(original) ?? value)
    .of(
      string()
        .required(ORDER_DOCUMENT_MESSAGES.ids)
        .test('uuid', ORDER_DOCUMENT_MESSAGES.ids, (value) => isUuid(value)),
    )
    .min(1, ORDER_DOCUMENT_MESSAGES.ids)
    .max(ORDER_DOCUMENTS_MAX, ORDER_DOCUMENT_MESSAGES.ids)
    .required(ORDER_DOCUMENT_MESSAGES.ids),
});
