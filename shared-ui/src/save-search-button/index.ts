export { SaveSearchButton, type SaveSearchButtonProps } from './save-search-button';
