export { SEARCH_EXAMPLE_PLACEHOLDER, SearchBox, type SearchBoxProps } from './search-box';
export { SearchIcon } from './search-icon';
