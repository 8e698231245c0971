// antd's Table (the admin's remote status), apart from `@insolvency/shared-ui/data`: a screen that
// shows cards and a pager does not download the table, its filters, sorters and selection.
export { Table } from 'antd';
export type { TableColumnsType, TableProps } from 'antd';
