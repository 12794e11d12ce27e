/** Where the API is mounted; every path of `apiPaths` is relative to it. */
export const API_BASE = '/api/v1';

/**
 * Every API path, declared once and used by both sides: the server registers the templates as
 * they are (Fastify reads `:name` as a path parameter), the app fills them with `apiPath`, which
 * encodes each value. Paths are relative to `API_BASE`.
 */
export const apiPaths = {
  auth: {
    rootLogin: '/merchants/auth/root-login',
    subLogin: '/merchants/auth/sub-login',
    refresh: '/merchants/auth/refresh',
    logout: '/merchants/auth/logout',
  },
  passwordReset: {
    request: '/merchants/auth/phone/password-reset/request',
    resend: '/merchants/auth/phone/resend-otp',
    verify: '/merchants/auth/phone/password-reset/verify',
    reset: '/merchants/auth/reset-password',
  },
  accountSettings: {
    phoneCode: '/merchants/auth/phone/otp-send',
    phone: '/merchants/auth/phone/update',
    email: '/merchants/auth/email/update',
    password: '/merchants/auth/password/update',
  },
  profile: '/merchants/profile',
  /** The admin area (spec §7): the profile above (GET, and PATCH of the legal contact), and: */
  admin: {
    /** PATCH multipart `display_name`, `avatar`: submitted for staff review. */
    displayInfo: '/merchants/display-info',
    /** GET: the team members. */
    subaccounts: '/merchants/subaccounts',
    /** GET, PATCH (multipart, only changed fields), DELETE one team member. */
    member: '/merchants/team/:memberId',
    /** POST: a code to a member's new phone (phone change) or own phone (password change). */
    memberCode: '/merchants/team/:memberId/phone/otp-send',
    /** POST: a code to the phone of a member about to be added; answers the flow token. */
    subAccountCode: '/merchants/auth/sub/send-otp',
    /** POST multipart with `X-Flow-Token`: add a team member. */
    registerSubAccount: '/merchants/auth/register/sub-account',
  },
  notifications: {
    list: '/merchants/notifications',
    read: '/merchants/notifications/:id/read',
    /** POST: marks every notification read for the caller (their own read marks, A46). */
    readAll: '/merchants/notifications/read-all',
    unreadCount: '/merchants/notifications/unread-count',
  },
  locations: '/merchants/locations',
  warehouses: {
    list: '/merchants/warehouses',
    one: '/merchants/warehouses/:warehouseId',
    operators: '/merchants/warehouses/operators',
    shippingLines: '/merchants/warehouses/shipping-lines',
    /** GET: the shelf labels of a range of locations (`from`, `to`) as A4 sheets (PDF). */
    shelfLabels: '/merchants/warehouses/:warehouseId/shelf-labels',
  },
  parcels: {
    list: '/merchants/warehouses/:warehouseId/parcels',
    one: '/merchants/warehouses/:warehouseId/parcels/:parcelId',
    /** GET: the parcel's label as a PDF (`size`: 100x150 or 60x40). */
    label: '/merchants/warehouses/:warehouseId/parcels/:parcelId/label',
    /** GET: the labels of the parcels `ids` as one PDF, one a page. */
    labels: '/merchants/warehouses/:warehouseId/parcels/labels',
  },
  shippingLines: {
    list: '/merchants/shipping-lines',
    one: '/merchants/shipping-lines/:shippingLineId',
  },
  /** The orders area (spec 7); ADR 0056. */
  orders: {
    /** GET: a page of orders (`page`, `take`, `search`, `search_field`, `status`, `created_from/to`). */
    list: '/merchants/orders',
    /** GET: the filtered list (or the selected `ids`) as export.csv, streamed, UTF-8 with BOM. */
    export: '/merchants/orders/export',
    /** GET the detail; PATCH the receiver (JSON), the tracking number (JSON) or the package (multipart). */
    one: '/merchants/orders/:orderId',
    /** PATCH: cancel an unpacked or packed order. */
    cancel: '/merchants/orders/:orderId/cancel',
    /** GET: the order's parcels (those taken out of it too, `removed`). */
    parcels: '/merchants/orders/:orderId/parcels',
    /** POST: the quote for the package as measured (optional measures and fees). */
    checkPrice: '/merchants/orders/:orderId/check-price',
    /** PATCH: take a parcel out of an unpacked order, back in stock on its shelf (A5). */
    returnParcel: '/merchants/orders/:orderId/parcels/:parcelId/return',
    /** GET: one of the order's documents as a PDF (`kind`: pick-list or package-label). */
    document: '/merchants/orders/:orderId/documents/:kind',
    /** GET: the `kind` document of the selected orders (`ids`) as one PDF. */
    documents: '/merchants/orders/documents',
  },
  /** The returns area (spec 7, A28, A38); ADR 0061. */
  returns: {
    /** GET: a page of returns (`page`, `limit`, `search`, `search_field`, `status`, `created_from/to`). */
    list: '/merchants/returns',
    /** GET the detail; PATCH the receiver (JSON), the tracking number (JSON) or the package (multipart). */
    one: '/merchants/returns/:returnId',
    /** PATCH: cancel an unpacked or packed return (the parcel back in stock on its shelf). */
    cancel: '/merchants/returns/:returnId/cancel',
  },
  /** The billing area (spec 7, A28, A33, A43); ADR 0063. Permission `billing`. */
  billing: {
    /** GET: the tiles and a page of settlements (`page`, `take`, `searchField`, `search`, `status`, `cycle_from/to`). */
    overview: '/merchants/billing-overview',
    /** GET the statement with its lines and documents; POST multipart `files` (repeated) → under review. */
    settlement: '/merchants/settlements/:settlementId',
    /** GET and PATCH (only changed fields) the company's bank account. */
    bankAccount: '/merchants/bank-account',
    bankAccountCode: '/merchants/bank-account/code',
  },
  /** GET: the home page's live figures in one call, by the caller's permissions (A34); ADR 0066. */
  dashboard: '/merchants/dashboard',
  /** Route options of the creation wizard. */
  routes: '/merchants/routes',
  /** The route's deposit; the payment claim goes with the new line (A49). */
  routeDeposit: '/merchants/route-deposit',
  files: {
    signedLink: '/public/files/:key',
    download: '/files/:key',
  },
  dev: {
    outbox: '/dev/outbox',
  },
  system: {
    health: '/health',
    openapi: '/openapi.json',
  },
} as const;

type Templates<T> = T extends string ? T : { [K in keyof T]: Templates<T[K]> }[keyof T];

/** Any path of the table. */
export type ApiPathTemplate = Templates<typeof apiPaths>;

/** The parameter names of a template: `'/a/:id/b/:key'` → `'id' | 'key'`. */
export type PathParamNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a template needs, one string per parameter. */
export type PathParams<T extends string> = { [K in PathParamNames<T>]: string };

/**
 * A template filled with its parameters, each URI-encoded, so an id with a slash or a space can
 * never reach another route.
 */
export function apiPath<T extends ApiPathTemplate>(
  template: T,
  ...[params]: PathParamNames<T> extends never ? [] : [PathParams<T>]
): string {
  const values: Partial<Record<string, string>> = params ?? {};
  return template.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`apiPath: no value for :${name} in ${template}`);
    return encodeURIComponent(value);
  });
}
