export { UiProvider } from './ui-provider';
export { onDarkSurface } from './focus-ring';
