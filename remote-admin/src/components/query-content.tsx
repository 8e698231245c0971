import type { ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LoadingState } from '@insolvency/shared-ui';

export interface QueryContentProps<T> {
  /** e.g. 'users', in the loading and error texts. */
  noun: string;
  query: { data?: T; error?: FetchBaseQueryError | SerializedError; isLoading: boolean; refetch: () => unknown };
  isEmpty: (data: T) => boolean;
  emptyHint?: string;
  children: (data: T) => ReactNode;
}

/** An admin screen's loading, error and empty states around what it shows once loaded. */
export function QueryContent<T>({ noun, query, isEmpty, emptyHint, children }: QueryContentProps<T>) {
  const { data, error, isLoading, refetch } = query;
  if (isLoading) return <LoadingState label={`Loading ${noun}…`} />;
  if (error || data === undefined) {
    return <ErrorState title={`The ${noun} could not be loaded`} message={apiErrorMessage(error) ?? 'Please check your connection and try again.'} onRetry={() => void refetch()} />;
  }
  if (isEmpty(data)) return <EmptyState hint={emptyHint} />;
  return <>{children(data)}</>;
}
