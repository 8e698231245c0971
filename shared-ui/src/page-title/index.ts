export { PageTitle, usePageTitle } from './use-page-title';
