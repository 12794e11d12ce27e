import {
  apiPaths,
  SHIPPING_LINE_ORIGIN,
  type DepositClaim,
  type DepositClaimBody,
  type RouteDeposit,
  type RouteOptions,
  type ShippingLineDetail,
  type ShippingLineDraft,
  type Warehouse,
} from '@jiyun/domain';
import { getItem, getRows, sendItem } from '../../../../api/http';
import { queryKeysFor } from '../../../../api/query-keys';

export const routeOptionKeys = queryKeysFor('route-options');
export const routeDepositKeys = queryKeysFor('route-deposits');
export const activeWarehouseKeys = queryKeysFor('warehouses');
export const shippingLineKeys = queryKeysFor('shipping-lines');

/** The calls of the creation wizard: route options, deposit, payment claim and the create. */
export const wizardClient = {
  routeOptions: () => getItem<RouteOptions>(apiPaths.routes),
  /** The deposit of the route from China to `destination`; 404 when it has none. */
  deposit: (destination: string) =>
    getItem<RouteDeposit>(apiPaths.routeDeposit, {
      params: { departing_country: SHIPPING_LINE_ORIGIN, arriving_country: destination },
    }),
  /** "I have completed payment": a claim platform staff verify (A20). */
  claimDeposit: (body: DepositClaimBody) =>
    sendItem<DepositClaim>('post', apiPaths.routeDepositClaims, body),
  /** The warehouses a new line can leave from. */
  activeWarehouses: () =>
    getRows<Warehouse>(apiPaths.warehouses.list, { params: { status: 'active' } }),
  create: (draft: ShippingLineDraft) =>
    sendItem<ShippingLineDetail>('post', apiPaths.shippingLines.list, draft),
};
