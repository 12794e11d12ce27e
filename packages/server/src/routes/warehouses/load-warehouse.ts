import type { FastifyInstance } from 'fastify';
import { runsEveryWarehouse } from '@jiyun/domain';
import type { AccessTokenClaims } from '../../auth/sessions.js';
import { foundOr404, uuidOr404 } from '../../http/params.js';
import type {
  WarehouseRecord,
  WarehouseRow,
  WarehouseScope,
} from '../../repositories/warehouses.js';

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';

/** The warehouses the signed-in user may act on: all of the company's, or their assigned ones. */
export function warehouseScopeOf(user: AccessTokenClaims): WarehouseScope {
  const everyWarehouse = runsEveryWarehouse({ type: user.typ, permissions: user.perms });
  return { merchantId: user.mid, operatorId: everyWarehouse ? null : user.sub };
}

/** A warehouse of the scope named by a path id (its row only), or 404. */
export async function loadWarehouseRow(
  app: FastifyInstance,
  scope: WarehouseScope,
  warehouseId: string,
): Promise<WarehouseRow> {
  const id = uuidOr404(warehouseId, WAREHOUSE_NOT_FOUND);
  return foundOr404(await app.repositories.warehouses.findRow(scope, id), WAREHOUSE_NOT_FOUND);
}

/** A warehouse of the scope named by a path id, with its operators, or 404. */
export async function loadWarehouse(
  app: FastifyInstance,
  scope: WarehouseScope,
  warehouseId: string,
): Promise<WarehouseRecord> {
  const id = uuidOr404(warehouseId, WAREHOUSE_NOT_FOUND);
  return foundOr404(await app.repositories.warehouses.find(scope, id), WAREHOUSE_NOT_FOUND);
}
