export { UiProvider, useInServerScreen } from './ui-provider';
export { onDarkSurface } from './focus-ring';
