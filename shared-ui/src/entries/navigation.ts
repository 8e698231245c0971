// Overlays for navigation (account menu, side drawer). Kept out of `./base` because
// Dropdown brings Menu and the trigger machinery: the shell loads these lazily.
export { Drawer, Dropdown, Menu } from 'antd';
export type { MenuProps } from 'antd';
