import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiErrorBody } from '@insolvency/shared-contracts';

/**
 * Reading failures of api calls. Every server failure is JSON `{message, errors?}`
 * (docs/api.md, Answers); screens show `message` where the spec says "the server's text".
 */
type ApiCallError = FetchBaseQueryError | SerializedError | undefined | null;

function errorBody(error: ApiCallError): Partial<ApiErrorBody> | null {
  if (!error || !('status' in error)) return null;
  const data: unknown = error.data;
  return typeof data === 'object' && data !== null ? (data as Partial<ApiErrorBody>) : null;
}

/** The server's `message`, or null when the failure carried none (network error, HTML page...). */
export function apiErrorMessage(error: ApiCallError): string | null {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** Field problems `{Field: ["..."]}` of a 400 answer, for `setError` on the form. */
export function apiFieldErrors(error: ApiCallError): Record<string, string[]> {
  const errors = errorBody(error)?.errors;
  return typeof errors === 'object' && errors !== null ? errors : {};
}

/** HTTP status of a failed call, or null for network and client-side errors. */
export function apiErrorStatus(error: ApiCallError): number | null {
  if (!error || !('status' in error)) return null;
  return typeof error.status === 'number' ? error.status : null;
}
