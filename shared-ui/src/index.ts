// Our own components and theme. antd itself is reached through the entry points
// (`@insolvency/shared-ui/base`, `/forms`, `/data`, `/icons`) so apps never import antd.
// This entry is on every visitor's page: components only logged-in screens use live in `./screens`.
export { palette, themeConfig } from './theme';
export { UiProvider, onDarkSurface } from './ui-provider';
export { NotifyProvider, useNotify } from './notify';
export type { Notify } from './notify';
export { MOBILE_LAYOUT_BELOW_WIDTH, PHONE_LAYOUT_MEDIA, useIsMobileLayout, useWindowWidth } from './window-width';
export * from './post-card';
export * from './date-text';
export * from './money';
export * from './empty-state';
export * from './loading-state';
export * from './error-state';
export * from './link-button';
export * from './slot';
export * from './native-select';
export * from './native-button';
export * from './page-title';
// The top bar is on every page (a visitor's page before the app too: remote-public's server build draws it).
export * from './top-bar';
// In the top bar, and on the visitor home.
export * from './search-box';
// The frame around every screen, in the browser and in the page the server renders.
export * from './page-layout';
// The one h1 of a screen: here rather than in `./screens` because public screens (login, password
// reset) show it too, and `./screens` is 14 KiB brotli they would download for a header.
export * from './page-header';
