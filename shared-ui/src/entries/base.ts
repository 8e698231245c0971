// Light antd pieces every screen may use, including the visitor home (bundle budget:
// 200 KiB of JS for a visitor). Nothing here may pull in Tabs, Menu, Tooltip or
// Typography: antd's Card and Typography do, so they live in `./data`.
export { Alert, App, Button, Col, Divider, Flex, Row, Skeleton, Space, Spin, Tag, theme } from 'antd';
export type { ButtonProps } from 'antd';
