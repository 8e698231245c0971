export { ChipGrid } from './chip-grid';
export type { ChipGridItem, ChipGridProps } from './chip-grid';
