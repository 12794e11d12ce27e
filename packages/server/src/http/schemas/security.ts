/** Who may call an operation, as the document's `security` says it (ADR 0021). */
export const SECURITY = {
  /** No credential: sign-in, forgot password, signed file links, health. */
  none: [],
  /** The access token as `Authorization: Bearer …`. */
  bearer: [{ bearer: [] }],
  /** The httpOnly refresh cookie, sent by the browser to /merchants/auth/* only. */
  refreshCookie: [{ refreshCookie: [] }],
  /** Sign-out ends the cookie's sign-in when there is one, and answers 204 without one too. */
  optionalRefreshCookie: [{ refreshCookie: [] }, {}],
  /** A password change keeps the sign-in of the cookie sent with it, if any. */
  bearerAndOptionalRefreshCookie: [{ bearer: [], refreshCookie: [] }, { bearer: [] }],
} as const;
