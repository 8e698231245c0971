export { palette, themeConfig } from './theme';
