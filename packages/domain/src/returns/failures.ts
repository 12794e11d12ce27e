/** The server's sentences for return refusals; the failure map reads them, so they cannot drift. */
export const RETURN_MESSAGES = {
  notFound: 'Return order not found',
  notAllowed: 'The return order is not in a status that allows this.',
  nothingChanged: 'Nothing changed.',
  trackingUnchanged: 'The tracking number is the same as before.',
  parcelTaken: 'The parcel is already in an open return or order.',
  parcelNotStored: 'Only a parcel in stock can be returned.',
  tooManyPhotos: 'Too many package photos.',
  photoTooLarge: 'A package photo is larger than 4 MB.',
  photoType: 'Package photos must be JPG or PNG images.',
} as const;

/** The calls of the return pages, each with its own failure text (spec 8). */
export const RETURN_CALLS = ['list', 'detail', 'receiver', 'pack', 'tracking', 'cancel'] as const;
export type ReturnCall = (typeof RETURN_CALLS)[number];

/**
 * What went wrong with a return call, in the words the return pages have a text for. spec 8:
 * `return_id_required` "Return ID is required", `load_return` "Failed to load return order
 * details", `return_not_found` "Return order not found"; a list failure shows the empty list
 * (`fetch_returns`, with a retry).
 */
export const RETURN_FAILURES = [
  'fetch_returns',
  'return_id_required',
  'load_return',
  'return_not_found',
  'update_receiver',
  'update_package',
  'update_tracking',
  'cancel_return',
  'status_changed',
  'nothing_changed',
  'photo_too_large',
  'photo_type',
  'forbidden',
  'invalid_input',
] as const;
export type ReturnFailure = (typeof RETURN_FAILURES)[number];

/** The parts of an error answer the mapping reads. */
export interface ReturnErrorAnswer {
  status?: number;
  code?: string;
  message?: string;
}

const CALL_FAILURE: Readonly<Record<ReturnCall, ReturnFailure>> = {
  list: 'fetch_returns',
  detail: 'load_return',
  receiver: 'update_receiver',
  pack: 'update_package',
  tracking: 'update_tracking',
  cancel: 'cancel_return',
};

const BY_MESSAGE: ReadonlyArray<readonly [string, ReturnFailure]> = [
  [RETURN_MESSAGES.notAllowed, 'status_changed'],
  [RETURN_MESSAGES.nothingChanged, 'nothing_changed'],
  [RETURN_MESSAGES.trackingUnchanged, 'nothing_changed'],
  [RETURN_MESSAGES.photoTooLarge, 'photo_too_large'],
  [RETURN_MESSAGES.photoType, 'photo_type'],
];

/**
 * The failure a return page shows for an error answer of `call`: a refusal the server names by
 * its sentence; a missing return on the detail as "Return order not found" (an unreadable id in
 * the address as "Return ID is required"); a field refusal as `invalid_input`; anything else as
 * the call's own sentence (A29).
 */
export function returnFailureOf(call: ReturnCall, error: ReturnErrorAnswer): ReturnFailure {
  const known = BY_MESSAGE.find(([message]) => message === error.message)?.[1];
  if (known !== undefined) return known;
  switch (error.code) {
    case 'NOT_FOUND':
      return call === 'detail' ? 'return_not_found' : CALL_FAILURE[call];
    case 'FORBIDDEN':
      return 'forbidden';
    case 'PAYLOAD_TOO_LARGE':
      return 'photo_too_large';
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'photo_type';
    case 'VALIDATION_FAILED':
      if (call === 'detail') return 'return_id_required';
      return call === 'list' ? CALL_FAILURE[call] : 'invalid_input';
    default:
      return CALL_FAILURE[call];
  }
}

/** The i18n key (namespace `returns`) of a failure's text. */
export function returnFailureKey(failure: ReturnFailure): `failures.${ReturnFailure}` {
  return `failures.${failure}`;
}
