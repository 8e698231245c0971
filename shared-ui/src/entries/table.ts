// antd's Table (the admin lists), apart from `@insolvency/shared-ui/data`: a screen that shows
// cards and a pager does not download the table, its filters, sorters and selection.
export { Table } from 'antd';
export type { TableColumnsType, TableProps } from 'antd';
// antd's plain Input, which the table's filter dropdown brings anyway: the search box above a
// table costs nothing more here, where the form kit's entry would add react-hook-form (~17 KB).
export { default as Input } from 'antd/es/input/Input';
