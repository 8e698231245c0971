export { PageColumn, ScreenArea } from './page-column-elements';
