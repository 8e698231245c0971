export { TopBar, TopBarLink, topBarLinkStyle } from './top-bar';
export type { TopBarLayout, TopBarProps } from './top-bar';
export { VisitorTopBar } from './visitor-top-bar';
export { AccountName, showsHelp, SignedInTopBar } from './signed-in-top-bar';
