import {
  apiPaths,
  SHIPPING_LINE_ORIGIN,
  type RouteDeposit,
  type RouteOptions,
  type ShippingLineDetail,
  type ShippingLineDraft,
  type Warehouse,
  type WarehouseShippingLine,
} from '@jiyun/domain';
import { getItem, getRows, sendItem } from '../../../../api/http';
import { queryKeysFor } from '../../../../api/query-keys';

export const routeOptionKeys = queryKeysFor('route-options');
export const routeDepositKeys = queryKeysFor('route-deposits');
export const activeWarehouseKeys = queryKeysFor('warehouses');
export const shippingLineKeys = queryKeysFor('shipping-lines');

/** What the wizard submits: the draft and the line's picture, if one was chosen. */
export interface NewShippingLine {
  draft: ShippingLineDraft;
  image: File | null;
}

function newLineForm(draft: ShippingLineDraft, image: File): FormData {
  const form = new FormData();
  form.append('line', JSON.stringify(draft));
  form.append('image', image);
  return form;
}

/** The calls of the creation wizard: route options, deposit, warehouses and the create. */
export const wizardClient = {
  routeOptions: () => getItem<RouteOptions>(apiPaths.routes),
  /** The deposit of the route from China to `destination`; 404 when it has none. */
  deposit: (destination: string) =>
    getItem<RouteDeposit>(apiPaths.routeDeposit, {
      params: { departing_country: SHIPPING_LINE_ORIGIN, arriving_country: destination },
    }),
  /** The warehouses a new line can leave from. */
  activeWarehouses: () =>
    getRows<Warehouse>(apiPaths.warehouses.list, { params: { status: 'active' } }),
  /** The lines of every warehouse: a warehouse with the route already cannot take another. */
  warehouseLines: () => getRows<WarehouseShippingLine>(apiPaths.warehouses.shippingLines),
  /** JSON, or multipart with the draft as `line` beside its picture `image` (A49). */
  create: ({ draft, image }: NewShippingLine) =>
    sendItem<ShippingLineDetail>(
      'post',
      apiPaths.shippingLines.list,
      image ? newLineForm(draft, image) : draft,
    ),
};
