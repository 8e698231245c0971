// The handful of icons in use. Each entry here ships to every consumer of this entry.
export { default as CheckCircleFilled } from '@ant-design/icons/CheckCircleFilled';
export { default as DownOutlined } from '@ant-design/icons/DownOutlined';
export { default as EditOutlined } from '@ant-design/icons/EditOutlined';
export { default as MenuOutlined } from '@ant-design/icons/MenuOutlined';
export { default as UserOutlined } from '@ant-design/icons/UserOutlined';
export { default as StarFilled } from '@ant-design/icons/StarFilled';
export { default as StarOutlined } from '@ant-design/icons/StarOutlined';
