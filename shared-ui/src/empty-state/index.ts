export { EMPTY_LIST_MESSAGE, EmptyState } from './empty-state';
export type { EmptyStateProps } from './empty-state';
