export { SearchBox, type SearchBoxProps } from './search-box';
export { SearchIcon } from './search-icon';
