import type { ApiError, ApiErrorCode, FieldError } from '@jiyun/domain';

/** An error the client is meant to see: its status, code and message go out as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiError {
    return this.details === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, code: this.code, details: this.details };
  }
}

export const unauthenticated = (): AppError =>
  new AppError(401, 'UNAUTHENTICATED', 'Authentication required.');

export const tokenExpired = (): AppError =>
  new AppError(401, 'TOKEN_EXPIRED', 'Your session has expired.');

export const invalidCredentials = (): AppError =>
  new AppError(403, 'INVALID_CREDENTIALS', 'Invalid username or password.');

export const accountNotActive = (): AppError =>
  new AppError(403, 'ACCOUNT_NOT_ACTIVE', 'Your account is not active.');

export const forbidden = (message = 'You do not have permission to do this.'): AppError =>
  new AppError(403, 'FORBIDDEN', message);

export const notFound = (message = 'Not found.'): AppError =>
  new AppError(404, 'NOT_FOUND', message);

export const validationFailed = (message: string, details?: FieldError[]): AppError =>
  new AppError(400, 'VALIDATION_FAILED', message, details);

export const NOT_A_JSON_OBJECT = 'Request body must be a JSON object.';
