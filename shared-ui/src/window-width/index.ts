export { MOBILE_LAYOUT_BELOW_WIDTH, useIsMobileLayout, useWindowWidth } from './use-window-width';
