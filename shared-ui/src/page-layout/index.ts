export { PageLayout } from './page-layout';
export type { PageLayoutProps } from './page-layout';
