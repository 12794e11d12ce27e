import {
  apiPath,
  apiPaths,
  type CheckPriceRequest,
  type ListResponse,
  type Order,
  type OrderDocumentKind,
  type OrderExportQuery,
  type OrderListItem,
  type OrderListQuery,
  type OrderParcel,
  type OrderReceiverPatch,
  type OrderTrackingPatch,
  type PriceQuote,
} from '@jiyun/domain';
import { getFile } from '../../../api/get-file';
import { getItem, getPage, listParams, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

export const orderKeys = queryKeysFor('orders');

/** The parcels of one order (those taken out of it too): under the order's detail key. */
export const orderParcelsKey = (orderId: string) =>
  [...orderKeys.detail(orderId), 'parcels'] as const;

/** The company's orders (spec 7, ADR 0056). */
export const ordersClient = {
  page: (query: OrderListQuery): Promise<ListResponse<OrderListItem>> =>
    getPage<OrderListItem>(apiPaths.orders.list, { params: listParams(query) }),
  one: (orderId: string) => getItem<Order>(apiPath(apiPaths.orders.one, { orderId })),
  parcels: async (orderId: string) =>
    (await getPage<OrderParcel>(apiPath(apiPaths.orders.parcels, { orderId }))).data,
  update: (orderId: string, body: OrderReceiverPatch | OrderTrackingPatch) =>
    sendItem<Order>('patch', apiPath(apiPaths.orders.one, { orderId }), body),
  checkPrice: (orderId: string, body: CheckPriceRequest) =>
    sendItem<PriceQuote>('post', apiPath(apiPaths.orders.checkPrice, { orderId }), body),
  /** Packs an unpacked order or repacks a packed one: multipart (`packFormData`). */
  pack: (orderId: string, body: FormData) =>
    sendItem<Order>('patch', apiPath(apiPaths.orders.one, { orderId }), body),
  cancel: (orderId: string) =>
    sendItem<Order>('patch', apiPath(apiPaths.orders.cancel, { orderId })),
  /**
   * export.csv of the selected orders or of the filtered list, through the API client (the
   * bearer token and its refresh): the server streams it, the browser keeps it as a file.
   */
  exportCsv: (query: OrderExportQuery): Promise<Blob> =>
    getFile(apiPaths.orders.export, listParams(query)),
  /** One of the order's documents, a PDF the server makes (ADR 0086). */
  document: (orderId: string, kind: OrderDocumentKind): Promise<Blob> =>
    getFile(apiPath(apiPaths.orders.document, { orderId, kind })),
  /** The `kind` document of several orders, one PDF. */
  documents: (kind: OrderDocumentKind, orderIds: readonly string[]): Promise<Blob> =>
    getFile(apiPaths.orders.documents, listParams({ kind, ids: orderIds })),
  returnParcel: (orderId: string, parcelId: number) =>
    sendItem<OrderParcel[]>(
      'patch',
      apiPath(apiPaths.orders.returnParcel, { orderId, parcelId: String(parcelId) }),
    ),
};
