import {
  apiPath,
  apiPaths,
  type ShippingLineDetail,
  type ShippingLineListItem,
  type ShippingLinePatch,
  type Warehouse,
} from '@jiyun/domain';
import { getItem, getRows, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

export const shippingLineKeys = queryKeysFor('shipping-lines');
/** The merchant's active warehouses: the ones a line may collect parcels in. */
export const activeWarehouseKeys = queryKeysFor('shipping-line-warehouses');

/** The merchant's shipping lines; each section of a line changes alone (A24). */
export const shippingLinesClient = {
  list: () => getRows<ShippingLineListItem>(apiPaths.shippingLines.list),
  one: (shippingLineId: string) =>
    getItem<ShippingLineDetail>(apiPath(apiPaths.shippingLines.one, { shippingLineId })),
  /** One JSON section (status, route, warehouse, pricing, exceptions, size). */
  patch: (shippingLineId: string, body: ShippingLinePatch) =>
    sendItem<ShippingLineDetail>(
      'patch',
      apiPath(apiPaths.shippingLines.one, { shippingLineId }),
      body,
    ),
  /** The display section goes as multipart: name and image (A24). */
  patchDisplay: (shippingLineId: string, body: FormData) =>
    sendItem<ShippingLineDetail>(
      'patch',
      apiPath(apiPaths.shippingLines.one, { shippingLineId }),
      body,
    ),
  /** `GET /merchants/warehouses?status=active`. */
  activeWarehouses: () =>
    getRows<Warehouse>(apiPaths.warehouses.list, { params: { status: 'active' } }),
};
