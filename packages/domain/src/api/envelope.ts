/** The server's answer for one resource. */
export interface ItemResponse<T> {
  data: T;
}

/** The server's answer for a page of a list: the rows and the total across all pages. */
export interface ListResponse<T> {
  data: T[];
  results: number;
}

/** One field that failed validation. */
export interface FieldError {
  /** Dotted path of the field in the request, e.g. `country_code`. */
  field: string;
  message: string;
}

/** Stable machine-readable error codes; `message` is for people. */
export type ApiErrorCode =
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'TOKEN_EXPIRED'
  | 'INVALID_CREDENTIALS'
  | 'ACCOUNT_NOT_ACTIVE'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  /** A service the server needs (the file store) did not answer in time: try again shortly. */
  | 'UNAVAILABLE'
  | 'INTERNAL';

/** Every error the API answers has this shape. */
export interface ApiError {
  message: string;
  code: ApiErrorCode;
  details?: FieldError[];
}
