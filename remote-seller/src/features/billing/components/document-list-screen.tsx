import { useMemo, useState, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { londonToday, passesCreatedFilter, type CreatedFilter } from '@insolvency/shared-contracts';
import { apiErrorMessage, serverNow } from '@insolvency/shared-auth';
import { EmptyState, ErrorState, LoadingState, PageHeader, useIsMobileLayout } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { CreatedFilterControl } from './created-filter-control';

export interface DocumentListScreenProps<T extends { createdDate: string }> {
  title: string;
  /** e.g. 'invoices', in the loading and error texts. */
  noun: string;
  query: { data?: T[]; error?: FetchBaseQueryError | SerializedError; isLoading: boolean; refetch: () => unknown };
  renderCard: (item: T) => ReactNode;
}

/** UserInvoices and UserCertificates (spec §2): the title, filter None or Last Week, a card per document. */
export function DocumentListScreen<T extends { createdDate: string }>({ title, noun, query, renderCard }: DocumentListScreenProps<T>) {
  const { token } = theme.useToken();
  const isMobile = useIsMobileLayout();
  const [filter, setFilter] = useState<CreatedFilter>('none');
  const { data, error, isLoading, refetch } = query;
  const shown = useMemo(() => {
    const today = londonToday(new Date(serverNow()));
    return (data ?? []).filter((item) => passesCreatedFilter(item.createdDate, filter, today));
  }, [data, filter]);

  let content;
  if (isLoading) content = <LoadingState label={`Loading ${noun}…`} />;
  else if (error || !data) {
    content = (
      <ErrorState
        title={`Your ${noun} could not be loaded`}
        message={apiErrorMessage(error) ?? 'Please check your connection and try again.'}
        onRetry={() => void refetch()}
      />
    );
  } else if (shown.length === 0) {
    content = <EmptyState hint={filter === 'lastWeek' && data.length > 0 ? `None in the last week: choose None to see all your ${noun}.` : undefined} />;
  } else {
    content = (
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: isMobile ? 'center' : 'flex-start', gap: token.margin }}>
        {shown.map(renderCard)}
      </div>
    );
  }

  return (
    <>
      <PageHeader title={title} extra={<CreatedFilterControl value={filter} onChange={setFilter} />} />
      {content}
    </>
  );
}
