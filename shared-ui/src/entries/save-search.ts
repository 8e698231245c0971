// "Save this search" (issue 49): the search page's button for signed-in buyers, with its call.
// An entry of its own: the root entry is on every visitor's page, and this one only on the search page.
export * from '../save-search-button';
