import { DataTable, type DataColumn } from './data-table';
import { PageControls } from './page-controls';

export interface Paging {
  page: number;
  pageSize: number;
  setPage: (page: number) => void;
  /** A new size starts again at page 1. */
  setPageSize: (pageSize: number) => void;
}

/** The page and page size of a view kept in the address (`use-url-view`). */
export function pagingOf(view: { page: string; pageSize: string }, update: (changes: { page?: string; pageSize?: string }) => void): Paging {
  return {
    page: Number(view.page),
    pageSize: Number(view.pageSize),
    setPage: (page) => update({ page: String(page) }),
    setPageSize: (pageSize) => update({ pageSize: String(pageSize), page: '1' }),
  };
}

export interface PagedTableProps<T> {
  /** Names the table and the page links' navigation (`<label> pages`). */
  label: string;
  rowKey: keyof T & string;
  columns: DataColumn<T>[];
  rows: T[];
  pageCount: number;
  pageSizes: readonly number[];
  paging: Paging;
  /** True while another page is on its way (the current rows stay, dimmed). */
  loading: boolean;
}

/** An admin table paged on the server: the rows of one page and the page controls under them. Scrolls sideways on a phone. */
export function PagedTable<T extends object>({ label, rowKey, columns, rows, pageCount, pageSizes, paging, loading }: PagedTableProps<T>) {
  return (
    <>
      <DataTable<T> label={label} rowKey={rowKey} columns={columns} rows={rows} busy={loading} />
      <PageControls label={label} page={paging.page} pageCount={pageCount} pageSize={paging.pageSize} pageSizes={pageSizes} onPage={paging.setPage} onPageSize={paging.setPageSize} />
    </>
  );
}
