import type { ShippingLineStatus } from './route-code.js';

/** Only an active line takes new parcels and orders (decisions.md A40). */
export function lineTakesNewParcels(status: ShippingLineStatus): boolean {
  return status === 'active';
}

/**
 * Why a line takes no new parcel, in the API's words; null when it takes them. A deleted line
 * is not offered at all, so it is named as unknown rather than explained.
 */
export function lineRefusalMessage(line: {
  status: ShippingLineStatus;
  route_code: string;
}): string | null {
  switch (line.status) {
    case 'active':
      return null;
    case 'suspended':
      return `The shipping line ${line.route_code} is suspended: only active lines take new parcels.`;
    case 'pending':
      return `The shipping line ${line.route_code} is pending approval: only active lines take new parcels.`;
    case 'deleted':
      return 'shipping_route_code must be the route code of a shipping line of this warehouse.';
  }
}
