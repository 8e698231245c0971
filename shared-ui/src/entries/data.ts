// Heavier display components: lists, tables, tabs and cards for logged-in screens.
export { Badge, Card, Descriptions, List, Pagination, Segmented, Statistic, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
export type { DescriptionsProps, TableColumnsType, TableProps, TabsProps } from 'antd';
