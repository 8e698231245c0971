import { ADMIN_PAGE_LINKS } from '@insolvency/shared-contracts';
import { NativeSelect } from '@insolvency/shared-ui';
import { Button, theme } from '@insolvency/shared-ui/base';

/** The first of at most `links` page numbers, the current page kept inside the window. */
export function firstPageLink(page: number, pageCount: number, links = ADMIN_PAGE_LINKS): number {
  const start = Math.max(1, page - Math.floor(links / 2));
  return Math.max(1, Math.min(start, pageCount - links + 1));
}

export interface PageControlsProps {
  /** e.g. 'Users', naming the navigation landmark. */
  label: string;
  page: number;
  pageCount: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/**
 * Server paging of the admin tables (spec §9): previous, ten page links, next, and the page
 * size. Buttons, so Tab and Enter work; the current page is marked `aria-current`.
 */
export function PageControls({ label, page, pageCount, pageSize, pageSizes, onPage, onPageSize }: PageControlsProps) {
  const { token } = theme.useToken();
  const first = firstPageLink(page, pageCount);
  const pages = Array.from({ length: Math.min(ADMIN_PAGE_LINKS, pageCount) }, (_, i) => first + i);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: token.margin, marginTop: token.margin }}>
      <nav aria-label={`${label} pages`} style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXXS }}>
        <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        {pages.map((n) => (
          <Button key={n} size="small" type={n === page ? 'primary' : 'default'} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => onPage(n)}>
            {n}
          </Button>
        ))}
        <Button size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </nav>
      <div style={{ width: 120 }}>
        <NativeSelect label="Per page" value={String(pageSize)} onChange={(value) => onPageSize(Number(value))} options={pageSizes.map((n) => ({ value: String(n), label: String(n) }))} />
      </div>
    </div>
  );
}
