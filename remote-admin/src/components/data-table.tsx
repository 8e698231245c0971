import type { ReactNode } from 'react';
import { theme } from '@insolvency/shared-ui/base';

/** A column as antd's Table names it: a value of the row (`dataIndex`), or what `render` draws from the row. */
export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  dataIndex?: keyof T & string;
  render?: (value: unknown, row: T) => ReactNode;
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology, e.g. 'Users'. */
  label: string;
  rowKey: keyof T & string;
  columns: DataColumn<T>[];
  rows: T[];
  /** True while other rows are on their way: the current ones stay, dimmed. */
  busy: boolean;
}

const CLASS = 'admin-data-table';

type Token = ReturnType<typeof theme.useToken>['token'];

/** The look of antd's small Table, from the theme's tokens. */
function tableCss(token: Token): string {
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`;
  return [
    `.${CLASS}{overflow-x:auto;background:${token.colorBgContainer};border-radius:${token.borderRadiusLG}px}`,
    `.${CLASS} table{width:100%;min-width:max-content;border-collapse:separate;border-spacing:0;font-size:${token.fontSize}px;line-height:${token.lineHeight};color:${token.colorText}}`,
    `.${CLASS} th,.${CLASS} td{padding:${token.paddingXS}px;border-bottom:${line};text-align:start;vertical-align:middle}`,
    `.${CLASS} th{position:relative;background:${token.colorFillAlter};color:${token.colorTextHeading};font-weight:${token.fontWeightStrong}}`,
    // antd's thin divider between header cells.
    `.${CLASS} th:not(:last-child)::before{content:"";position:absolute;top:50%;inset-inline-end:0;width:1px;height:1.6em;background:${token.colorSplit};transform:translateY(-50%)}`,
    `.${CLASS} th:first-child{border-start-start-radius:${token.borderRadiusLG}px}`,
    `.${CLASS} th:last-child{border-start-end-radius:${token.borderRadiusLG}px}`,
    `.${CLASS} tbody tr:hover>td{background:${token.colorFillAlter}}`,
    `.${CLASS} table[aria-busy="true"] tbody{opacity:.5;transition:opacity ${token.motionDurationMid}}`,
  ].join('');
}

/**
 * The admin lists' table: a plain `<table>` drawn as antd's small Table looks. antd's Table
 * (~40 KB with its pager, empty state and measuring, and a costly first render) brought
 * nothing these lists use: they are paged, sorted and filtered on the server, and their
 * loading, error and empty states are drawn around the table. Scrolls sideways on a phone.
 */
export function DataTable<T extends object>({ label, rowKey, columns, rows, busy }: DataTableProps<T>) {
  const { token } = theme.useToken();
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard user scrolls it with the arrow keys once it has the focus.
    <div className={CLASS} tabIndex={0}>
      {/* React puts one copy of this in the document's head, however many tables are drawn. */}
      <style href={CLASS} precedence="default">
        {tableCss(token)}
      </style>
      {/* antd's class names on the parts (no antd style matches them without antd's wrapper): what finds
          the rows of an antd table, as tools and tests written for the earlier lists do, finds these. */}
      <table className="ant-table" aria-label={label} aria-busy={busy}>
        <thead className="ant-table-thead">
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="ant-table-cell">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="ant-table-tbody">
          {rows.map((row) => (
            <tr key={String(row[rowKey])} className="ant-table-row">
              {columns.map((column) => {
                const value = column.dataIndex === undefined ? undefined : row[column.dataIndex];
                return (
                  <td key={column.key} className="ant-table-cell">
                    {column.render ? column.render(value, row) : (value as ReactNode)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
