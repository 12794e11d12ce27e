import {
  apiPath,
  apiPaths,
  type Operator,
  type Warehouse,
  type WarehouseListItem,
  type WarehouseShippingLine,
} from '@jiyun/domain';
import { getItem, getRows, sendItem } from '../../../api/http';
import { queryKeysFor } from '../../../api/query-keys';

export const warehouseKeys = queryKeysFor('warehouses');
export const operatorKeys = queryKeysFor('warehouse-operators');
export const warehouseShippingLineKeys = queryKeysFor('warehouse-shipping-lines');

/** The company's warehouses; create and change go as multipart (ADR 0015). */
export const warehousesClient = {
  /** Every warehouse with the figures of its card (in stock, overdue, exceptions). */
  list: () => getRows<WarehouseListItem>(apiPaths.warehouses.list),
  one: (warehouseId: string) =>
    getItem<Warehouse>(apiPath(apiPaths.warehouses.one, { warehouseId })),
  create: (body: FormData) => sendItem<Warehouse>('post', apiPaths.warehouses.list, body),
  update: (warehouseId: string, body: FormData) =>
    sendItem<Warehouse>('patch', apiPath(apiPaths.warehouses.one, { warehouseId }), body),
  /** The team members who can be assigned to a warehouse. */
  operators: () => getRows<Operator>(apiPaths.warehouses.operators),
  /** The shipping lines that leave from one warehouse. */
  shippingLines: (warehouseId: string) =>
    getRows<WarehouseShippingLine>(apiPaths.warehouses.shippingLines, {
      params: { warehouse_id: warehouseId },
    }),
};
