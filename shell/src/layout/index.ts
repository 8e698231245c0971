export { AppLayout } from './app-layout';
export type { AppLayoutProps } from './app-layout';
