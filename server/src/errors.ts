/** What an AppError may carry besides its status and message. */
export interface AppErrorOptions {
  /** Field problems, answered as `errors: {Field: ["..."]}`. */
  errors?: Record<string, string[]>;
  /** Extra response headers, e.g. `Retry-After` on a 429. */
  headers?: Record<string, string>;
  /** A stable code a client may branch on (answered as `code`), e.g. EMAIL_NOT_CONFIRMED_CODE. */
  code?: string;
}

/**
 * The one error a service throws for anything a client caused or may be told about.
 * The error handler turns it into the JSON of docs/api.md (Answers): `{message, errors?, code?}`.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;
  readonly code?: string;

  constructor(statusCode: number, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.headers = options.headers;
    this.code = options.code;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
