// Display components for logged-in and detail screens: cards, descriptions, pagination,
// segmented filters and tags. A shared entry is never tree-shaken, so each export here is
// downloaded by every screen that uses any of them: export only what screens use (antd's
// Typography, List, Statistic, Badge and Tabs were exported unused). Tables are in
// `@insolvency/shared-ui/table`: the buyer's inbox pages with Pagination and needs no Table.
export { Card, Descriptions, Pagination, Segmented, Tag } from 'antd';
export type { DescriptionsProps } from 'antd';
