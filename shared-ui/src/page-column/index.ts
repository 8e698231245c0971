export { pageColumnStyle, screenAreaStyle } from './page-column';
export { PageColumnByWidth, ScreenAreaByWidth } from './screen-area-by-width';
