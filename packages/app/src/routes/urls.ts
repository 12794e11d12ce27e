/**
 * Where every page of the app lives, as functions of what the address needs. Pages link and
 * navigate through these instead of writing paths, so a route can move in one place; the route
 * table's test checks that each of them opens a page. They sit in a shared layer because links
 * cross areas (the navigation, the user area, settings → forgot password).
 */
import type { OrderStatus } from '@jiyun/domain';

const segment = encodeURIComponent;

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
    /** The parcel inventory of one warehouse. */
    inventory: (warehouseId: string) => `/warehouse/${segment(warehouseId)}`,
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
