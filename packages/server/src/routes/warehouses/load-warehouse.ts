import type { FastifyInstance } from 'fastify';
import { foundOr404, uuidOr404 } from '../../http/params.js';
import type { WarehouseRecord, WarehouseRow } from '../../repositories/warehouses.js';

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';

/** The company's warehouse named by a path id (its row only), or 404. */
export async function loadWarehouseRow(
  app: FastifyInstance,
  merchantId: string,
  warehouseId: string,
): Promise<WarehouseRow> {
  const id = uuidOr404(warehouseId, WAREHOUSE_NOT_FOUND);
  return foundOr404(await app.repositories.warehouses.findRow(merchantId, id), WAREHOUSE_NOT_FOUND);
}

/** The company's warehouse named by a path id, with its operators, or 404. */
export async function loadWarehouse(
  app: FastifyInstance,
  merchantId: string,
  warehouseId: string,
): Promise<WarehouseRecord> {
  const id = uuidOr404(warehouseId, WAREHOUSE_NOT_FOUND);
  return foundOr404(await app.repositories.warehouses.find(merchantId, id), WAREHOUSE_NOT_FOUND);
}
