/** The server's sentences for order refusals; the failure map reads them, so they cannot drift. */
export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  parcelNotFound: 'Parcel not found in this order',
  notAllowed: 'The order is not in a status that allows this.',
  nothingChanged: 'Nothing changed.',
  trackingUnchanged: 'The tracking number is the same as before.',
  sizeRefused: "The package does not meet the shipping line's size constraints.",
  negativeTotal: 'The additional fees take the total below 0.',
  noExchangeRate:
    'No exchange rate for the settlement currency is set; platform staff set it daily.',
  noPricing: 'The shipping line has no prices to quote with.',
  lastParcel: 'The last parcel of an order cannot be returned; cancel the order instead.',
  parcelTaken: 'A parcel is already in another open order.',
  photosRequired: 'Add at least one package photo.',
  tooManyPhotos: 'Too many package photos.',
  photoTooLarge: 'A package photo is larger than 4 MB.',
  photoType: 'Package photos must be JPG or PNG images.',
} as const;

/** The calls of the order pages, each with its own failure text (spec 8). */
export const ORDER_CALLS = [
  'list',
  'detail',
  'receiver',
  'pack',
  'check_price',
  'tracking',
  'cancel',
  'return_parcel',
  'export',
] as const;
export type OrderCall = (typeof ORDER_CALLS)[number];

/** What went wrong with an order call, in the words the order pages have a text for. */
export const ORDER_FAILURES = [
  'fetch_orders',
  'fetch_order',
  'order_not_found',
  'update_order_information',
  'update_package_information',
  'check_price',
  'update_tracking_number',
  'cancel_order',
  'return_parcel',
  'export_orders',
  'status_changed',
  'size_refused',
  'negative_total',
  'no_exchange_rate',
  'last_parcel',
  'nothing_changed',
  'photo_too_large',
  'photo_type',
  'forbidden',
  'invalid_input',
] as const;
export type OrderFailure = (typeof ORDER_FAILURES)[number];

/** The parts of an error answer the mapping reads (the app's HTTP error carries them). */
export interface OrderErrorAnswer {
  status?: number;
  code?: string;
  message?: string;
}

/** The spec's own sentence for each call when nothing more precise is known (spec 8). */
const CALL_FAILURE: Readonly<Record<OrderCall, OrderFailure>> = {
  list: 'fetch_orders',
  detail: 'fetch_order',
  receiver: 'update_order_information',
  pack: 'update_package_information',
  check_price: 'check_price',
  tracking: 'update_tracking_number',
  cancel: 'cancel_order',
  return_parcel: 'return_parcel',
  export: 'export_orders',
};

const BY_MESSAGE: ReadonlyArray<readonly [string, OrderFailure]> = [
  [ORDER_MESSAGES.notAllowed, 'status_changed'],
  [ORDER_MESSAGES.sizeRefused, 'size_refused'],
  [ORDER_MESSAGES.negativeTotal, 'negative_total'],
  [ORDER_MESSAGES.noExchangeRate, 'no_exchange_rate'],
  [ORDER_MESSAGES.lastParcel, 'last_parcel'],
  [ORDER_MESSAGES.nothingChanged, 'nothing_changed'],
  [ORDER_MESSAGES.trackingUnchanged, 'nothing_changed'],
  [ORDER_MESSAGES.photoTooLarge, 'photo_too_large'],
  [ORDER_MESSAGES.photoType, 'photo_type'],
];

/**
 * The failure an order page shows for an error answer of `call`: a refusal the server names
 * (the order moved on meanwhile, the size constraints, no rate of the day…) by its sentence;
 * a missing order on the detail as "Order ID not found" (the page then returns to /orders); a
 * field refusal as `invalid_input` (shown under the field); anything else as the call's own
 * sentence of spec 8 (A29: a failure says it failed).
 */
export function orderFailureOf(call: OrderCall, error: OrderErrorAnswer): OrderFailure {
  const known = BY_MESSAGE.find(([message]) => message === error.message)?.[1];
  if (known !== undefined) return known;
  switch (error.code) {
    case 'NOT_FOUND':
      return call === 'detail' ? 'order_not_found' : CALL_FAILURE[call];
    case 'FORBIDDEN':
      return 'forbidden';
    case 'PAYLOAD_TOO_LARGE':
      return 'photo_too_large';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'photo_type';
    case 'VALIDATION_FAILED':
      // A read has no field to point at: its own sentence says it failed.
      return call === 'list' || call === 'detail' || call === 'export'
        ? CALL_FAILURE[call]
        : 'invalid_input';
    default:
      return CALL_FAILURE[call];
  }
}

/** The i18n key (namespace `orders`) of a failure's text. */
export function orderFailureKey(failure: OrderFailure): `failures.${OrderFailure}` {
  return `failures.${failure}`;
}
