/** How a shipping line carries parcels. */
export const TRANSPORT_TYPES = ['air', 'sea'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** What a shipping line may carry. */
export const GOODS_TYPES = ['general', 'sensitive'] as const;
export type GoodsType = (typeof GOODS_TYPES)[number];

/** Shipping line statuses (spec 4). */
export const SHIPPING_LINE_STATUSES = ['active', 'suspended', 'pending', 'deleted'] as const;
export type ShippingLineStatus = (typeof SHIPPING_LINE_STATUSES)[number];

export interface RouteParts {
  origin_country: string;
  destination_country: string;
  transport_type: TransportType;
  goods_type: GoodsType;
}

/**
 * The route code of spec 3: origin, destination, A for air else S (sea), G for general
 * goods else S (sensitive), joined by dashes, e.g. CN-CA-A-G.
 */
export function routeCode(route: RouteParts): string {
  return [
    route.origin_country.toUpperCase(),
    route.destination_country.toUpperCase(),
    route.transport_type === 'air' ? 'A' : 'S',
    route.goods_type === 'general' ? 'G' : 'S',
  ].join('-');
}
