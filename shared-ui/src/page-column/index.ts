export { pageColumnStyle, screenAreaStyle } from './page-column';
