export { SortControls } from './sort-controls';
export type { SortControlsProps, SortOption } from './sort-controls';
