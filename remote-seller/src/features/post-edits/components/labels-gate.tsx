import type { ReactNode } from 'react';
import { apiErrorMessage } from '@insolvency/shared-auth';
import { ErrorState, LoadingState } from '@insolvency/shared-ui';

interface LabelQuery<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch: () => unknown;
}

/** The label set a form's choices come from: loading and failure states, then the form. */
export function LabelsGate<T>({ query, children }: { query: LabelQuery<T>; children: (labels: T) => ReactNode }) {
  if (query.isLoading) return <LoadingState label="Loading the choices…" />;
  if (!query.data) {
    return (
      <ErrorState
        title="The choices could not be loaded"
        message={apiErrorMessage(query.error as Parameters<typeof apiErrorMessage>[0]) ?? 'Please check your connection and try again.'}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{children(query.data)}</>;
}
