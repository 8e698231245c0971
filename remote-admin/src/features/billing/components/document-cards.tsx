import { useId, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ADMIN_DAYS_FILTERS } from '@insolvency/shared-contracts';
import { NativeSelect, PageHeader, postCardWidth, useWindowWidth } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Card } from '@insolvency/shared-ui/data';
import { PageControls } from '../../../components/page-controls';
import type { Paging } from '../../../components/paging';
import { QueryContent } from '../../../components/query-content';

export interface DocumentCardProps {
  heading: string;
  facts: { label: string; value: ReactNode }[];
  action: ReactNode;
}

/** An invoice or certificate: the post's heading, a few facts, and the link to the printable document. */
export function DocumentCard({ heading, facts, action }: DocumentCardProps) {
  const { token } = theme.useToken();
  const width = postCardWidth(useWindowWidth());
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} style={{ width, maxWidth: '100%' }}>
      <Card size="small" style={{ height: '100%' }}>
        <h2 id={headingId} style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeHeading5, fontWeight: 600 }}>
          {heading}
        </h2>
        <dl style={{ margin: `0 0 ${token.marginSM}px`, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: token.marginSM }}>
          {facts.map((fact) => (
            <div key={fact.label} style={{ display: 'contents' }}>
              <dt style={{ color: token.colorTextSecondary }}>{fact.label}</dt>
              <dd style={{ margin: 0 }}>{fact.value}</dd>
            </div>
          ))}
        </dl>
        {action}
      </Card>
    </article>
  );
}

export interface DocumentCardsScreenProps<T, D> {
  title: string;
  noun: string;
  /** The days filter, sort and order as the address holds them (`use-url-view`). */
  view: { days: string; sort?: string; order?: string };
  update: (changes: { days?: string; sort?: string; order?: string; page?: string }) => void;
  paging: Paging;
  query: { data?: D; error?: FetchBaseQueryError | SerializedError; isLoading: boolean; isFetching: boolean; refetch: () => unknown };
  /** The page's documents and the page count from the answer. */
  items: (data: D) => T[];
  pageCount: (data: D) => number;
  pageSizes: readonly number[];
  /** Sorts offered, with an order (descending by default); none: newest first. */
  sorts?: readonly { key: string; label: string }[];
  renderCard: (item: T) => ReactNode;
  /** Beside the filters, e.g. a download of the whole selection. */
  actions?: ReactNode;
}

/**
 * InvoiceList and CertificateList (spec §9): documents created in the last N days, as cards,
 * sorted and paged on the server; the view is in the address.
 */
export function DocumentCardsScreen<T, D>({ title, noun, view, update, paging, query, items, pageCount, pageSizes, sorts = [], renderCard, actions }: DocumentCardsScreenProps<T, D>) {
  const { token } = theme.useToken();
  const days = Number(view.days);
  return (
    <>
      <PageHeader title={title} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.margin, marginBottom: token.margin }}>
        <div style={{ width: 180 }}>
          <NativeSelect
            label="Created in the last"
            value={view.days}
            onChange={(value) => update({ days: value, page: '1' })}
            options={ADMIN_DAYS_FILTERS.map((d) => ({ value: String(d), label: d === 1 ? '1 day' : `${d} days` }))}
          />
        </div>
        {sorts.length ? (
          <>
            <div style={{ width: 180 }}>
              <NativeSelect label="Sort by" value={view.sort ?? ''} onChange={(value) => update({ sort: value, page: '1' })} options={sorts.map((s) => ({ value: s.key, label: s.label }))} />
            </div>
            <div style={{ width: 160 }}>
              <NativeSelect
                label="Order"
                value={view.order ?? 'desc'}
                onChange={(value) => update({ order: value, page: '1' })}
                options={[
                  { value: 'desc', label: 'Descending' },
                  { value: 'asc', label: 'Ascending' },
                ]}
              />
            </div>
          </>
        ) : null}
        {actions ? <div style={{ alignSelf: 'flex-end' }}>{actions}</div> : null}
      </div>
      <QueryContent noun={noun} query={query} isEmpty={(data) => items(data).length === 0} emptyHint={`No ${noun} in the last ${days === 1 ? 'day' : `${days} days`}: choose a longer period.`}>
        {(data) => (
          <div aria-busy={query.isFetching}>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.margin, opacity: query.isFetching ? 0.6 : 1 }}>{items(data).map(renderCard)}</div>
            <PageControls label={title} page={paging.page} pageCount={pageCount(data)} pageSize={paging.pageSize} pageSizes={pageSizes} onPage={paging.setPage} onPageSize={paging.setPageSize} />
          </div>
        )}
      </QueryContent>
    </>
  );
}
