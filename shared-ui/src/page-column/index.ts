export { pageColumnStyle, screenAreaStyle } from './page-column';
export { ScreenAreaByWidth } from './screen-area-by-width';
