export { palette, themeConfig } from './theme';
export { theme } from './design-token';
