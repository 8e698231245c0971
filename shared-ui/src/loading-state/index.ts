export { LoadingState } from './loading-state';
