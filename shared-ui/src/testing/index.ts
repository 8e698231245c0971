/** Test helpers for the remotes (`@insolvency/shared-ui/testing`). Never import from app code. */
export { renderScreen } from './render-screen';
export { apiAnswering, renderSignedInPage } from './server-rendered-page';
