// Display components for detail screens: cards, descriptions and segmented filters. A shared
// entry is never tree-shaken, so each export here is downloaded by every screen that uses any
// of them: export only what screens use. antd's Card brings Tabs and with it a menu (~25 KB
// brotli): the first screens' pager and tags are entries of their own (`pagination`, `tag`),
// tables are in `table`.
// Tabs comes at no cost beside Card, which brings it anyway (the seller's deal-room screen).
export { Card, Descriptions, Segmented, Tabs } from 'antd';
export type { DescriptionsProps, TabsProps } from 'antd';
