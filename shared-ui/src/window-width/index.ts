export { MOBILE_LAYOUT_BELOW_WIDTH, PHONE_LAYOUT_MEDIA, useIsMobileLayout, useWindowWidth } from './use-window-width';
