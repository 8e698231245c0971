export { UiProvider } from './ui-provider';
