import { useId, useMemo, useState, type ReactNode } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { ADMIN_DAYS_FILTERS } from '@insolvency/shared-contracts';
import { NativeSelect, postCardWidth, useWindowWidth } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Card } from '@insolvency/shared-ui/data';
import { PageHeader } from '@insolvency/shared-ui/screens';
import { PageControls } from '../../../components/page-controls';
import { usePaging } from '../../../components/paging';
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

export interface SortOption<T> {
  key: string;
  label: string;
  value: (item: T) => string | number;
}

export interface DocumentCardsScreenProps<T> {
  title: string;
  noun: string;
  days: number;
  onDays: (days: number) => void;
  query: { data?: T[]; error?: FetchBaseQueryError | SerializedError; isLoading: boolean; refetch: () => unknown };
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Sorts offered (the first is the default); none: the server's order (newest first). */
  sorts?: readonly SortOption<T>[];
  renderCard: (item: T) => ReactNode;
}

/**
 * InvoiceList and CertificateList (spec §9): documents created in the last N days, as cards,
 * optionally sorted (descending by default), a page at a time.
 */
export function DocumentCardsScreen<T>({ title, noun, days, onDays, query, pageSizes, defaultPageSize, sorts = [], renderCard }: DocumentCardsScreenProps<T>) {
  const { token } = theme.useToken();
  const [sortKey, setSortKey] = useState(sorts[0]?.key ?? '');
  const [descending, setDescending] = useState(true);
  const paging = usePaging(defaultPageSize);
  const { pageSize } = paging;
  const sorted = useMemo(() => {
    const sort = sorts.find((s) => s.key === sortKey);
    const items = [...(query.data ?? [])];
    if (!sort) return items;
    const direction = descending ? -1 : 1;
    return items.sort((a, b) => {
      const x = sort.value(a);
      const y = sort.value(b);
      return x < y ? -direction : x > y ? direction : 0;
    });
  }, [query.data, sorts, sortKey, descending]);
  const pageCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(paging.page, pageCount);
  const shown = sorted.slice((current - 1) * pageSize, current * pageSize);

  return (
    <>
      <PageHeader title={title} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.margin, marginBottom: token.margin }}>
        <div style={{ width: 180 }}>
          <NativeSelect
            label="Created in the last"
            value={String(days)}
            onChange={(value) => {
              onDays(Number(value));
              paging.restart();
            }}
            options={ADMIN_DAYS_FILTERS.map((d) => ({ value: String(d), label: d === 1 ? '1 day' : `${d} days` }))}
          />
        </div>
        {sorts.length ? (
          <>
            <div style={{ width: 180 }}>
              <NativeSelect label="Sort by" value={sortKey} onChange={setSortKey} options={sorts.map((s) => ({ value: s.key, label: s.label }))} />
            </div>
            <div style={{ width: 160 }}>
              <NativeSelect
                label="Order"
                value={descending ? 'desc' : 'asc'}
                onChange={(value) => setDescending(value === 'desc')}
                options={[
                  { value: 'desc', label: 'Descending' },
                  { value: 'asc', label: 'Ascending' },
                ]}
              />
            </div>
          </>
        ) : null}
      </div>
      <QueryContent noun={noun} query={query} isEmpty={(data) => data.length === 0} emptyHint={`No ${noun} in the last ${days === 1 ? 'day' : `${days} days`}: choose a longer period.`}>
        {() => (
          <>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.margin }}>{shown.map(renderCard)}</div>
            <PageControls
              label={title}
              page={current}
              pageCount={pageCount}
              pageSize={pageSize}
              pageSizes={pageSizes}
              onPage={paging.setPage}
              onPageSize={paging.setPageSize}
            />
          </>
        )}
      </QueryContent>
    </>
  );
}
