/**
 * Where every page of the app lives, as functions of what the address needs. Pages link and
 * navigate through these instead of writing paths, so a route can move in one place; the route
 * table's test checks that each of them opens a page. They sit in a shared layer because links
 * cross areas (the navigation, the user area, settings → forgot password).
 */
import {
  WAREHOUSE_FIGURE_FILTERS,
  type OrderStatus,
  type ParcelStatus,
  type WarehouseFigures,
} from '@jiyun/domain';

const segment = encodeURIComponent;

/**
 * What a link into a warehouse's parcel inventory may filter it by: what a figure counts (the
 * warehouse card's, the dashboard's stock table), so the list it opens shows exactly that number.
 * The inventory keeps these in its URL under the same names (`model/inventory-view.ts`).
 */
export interface InventoryLinkFilter {
  statuses?: readonly ParcelStatus[];
  /** Problem parcels only, whatever their status. */
  problem?: boolean;
  /** Parcels in stock past the warehouse's free storage only. */
  overdue?: boolean;
}

/** The inventory's URL search for a link's filter ('' for none). */
export function inventoryLinkSearch(filter: InventoryLinkFilter): string {
  const params = new URLSearchParams();
  for (const status of filter.statuses ?? []) params.append('status', status);
  if (filter.problem) params.set('problem', 'true');
  if (filter.overdue) params.set('overdue', 'true');
  const search = params.toString();
  return search ? `?${search}` : '';
}

function inventoryUrl(warehouseId: string, filter: InventoryLinkFilter = {}): string {
  return `/warehouse/${segment(warehouseId)}${inventoryLinkSearch(filter)}`;
}

/** The pages of the shipping-line creation wizard: five steps and the review (A16). */
export type ShippingLineWizardStep =
  'main' | 'coverage' | 'pricing' | 'warehouse' | 'deposit' | 'review';

export const urls = {
  home: () => '/',
  login: () => '/login',
  forgotPassword: {
    request: () => '/forgot-password',
    code: () => '/forgot-password/code',
    reset: () => '/forgot-password/reset',
  },
  settings: () => '/settings',
  notifications: () => '/notifications',
  warehouses: {
    list: () => '/warehouse',
    create: () => '/warehouse/new-warehouse',
    /** The parcel inventory of one warehouse, filtered when asked (`InventoryLinkFilter`). */
    inventory: inventoryUrl,
    /**
     * The inventory on exactly the parcels a figure of the warehouse counts (its card's, the
     * dashboard's), so the list's total is the figure (`WAREHOUSE_FIGURE_FILTERS`).
     */
    figure: (warehouseId: string, figure: keyof WarehouseFigures) => {
      const { status, problem, overdue } = WAREHOUSE_FIGURE_FILTERS[figure];
      return inventoryUrl(warehouseId, { statuses: status, problem, overdue });
    },
    settings: (warehouseId: string) => `/warehouse/${segment(warehouseId)}/settings`,
    newParcel: (warehouseId: string) => `/warehouse/${segment(warehouseId)}/new-parcel`,
    /** The inventory with one parcel's side panel open (the inventory's `parcel` search). */
    parcel: (warehouseId: string, parcelId: string) =>
      `/warehouse/${segment(warehouseId)}?${new URLSearchParams({ parcel: parcelId }).toString()}`,
  },
  shippingLines: {
    list: () => '/shippingLines',
    /** A step of the creation wizard; its first step by default. */
    create: (step: ShippingLineWizardStep = 'main') => `/shippingLines/new-shipping-line/${step}`,
    /** One line: basic information (no tab), or its `size` or `price` tab. */
    detail: (shippingLineId: string, tab?: 'size' | 'price') =>
      `/shippingLines/${segment(shippingLineId)}${tab ? `/${tab}` : ''}`,
  },
  orders: {
    /** The list, filtered to one status when given (the list keeps its filter as `status`). */
    list: (status?: OrderStatus) =>
      status ? `/orders?${new URLSearchParams({ status }).toString()}` : '/orders',
    detail: (orderId: string) => `/orders/${segment(orderId)}`,
  },
  /** Return orders: the returns tab of /orders (spec 2). */
  returns: {
    list: () => '/orders/returnOrder',
    detail: (returnId: string) => `/orders/returnOrder/${segment(returnId)}`,
  },
  billing: {
    /** The area's root, which opens its first page. */
    area: () => '/billing',
    overview: () => '/billing/overview',
    /** One statement with its itemised orders and returns and its documents. */
    settlement: (settlementId: string) => `/billing/overview/${segment(settlementId)}`,
    /** The bank account the platform pays settlements into. */
    account: () => '/billing/account',
  },
  admin: {
    /** The area's root, which opens its first page. */
    area: () => '/admin',
    companyProfile: () => '/admin/company-profile',
    /** The display name and avatar, submitted for staff review. */
    editDisplay: () => '/admin/company-profile/edit-display',
    /** The legal representative's contact phone and email. */
    editLegal: () => '/admin/company-profile/edit-legal',
    teamMembers: () => '/admin/team-member',
    member: (memberId: string) => `/admin/team-member/${segment(memberId)}`,
  },
} as const;
