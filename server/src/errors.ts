/**
 * The one error a service throws for anything a client caused or may be told about.
 * The error handler turns it into DESIGN.md section 4's JSON: `{message, errors?}`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string[]>;
  /** Extra response headers, e.g. `Retry-After` on a 429. */
  readonly headers?: Record<string, string>;
  /** A stable code a client may branch on (answered as `code`), e.g. EMAIL_NOT_CONFIRMED_CODE. */
  readonly code?: string;

  constructor(
    statusCode: number,
    message: string,
    errors?: Record<string, string[]>,
    headers?: Record<string, string>,
    code?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = errors;
    this.headers = headers;
    this.code = code;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
