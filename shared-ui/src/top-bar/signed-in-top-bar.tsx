import type { ReactNode } from 'react';
import { pathFor, ROLES, type Role } from '@insolvency/shared-contracts';
import { TopBar, TopBarLink, topBarLinkStyle, type TopBarProps } from './top-bar';

/** Help is hidden for Admin (spec section 1). */
export function showsHelp(role: Role | null): boolean {
  return role !== ROLES.admin;
}

/**
 * The top bar as a signed-in user sees it: Help (not for Admin) and the account. The app's layout
 * draws it with the account menu; the server's screen of a signed-in deep link (a remote's server
 * build) with the account's name alone, until the app takes over.
 */
export function SignedInTopBar({ role, account, ...bar }: Omit<TopBarProps, 'navigation'> & { role: Role; account: ReactNode }) {
  return (
    <TopBar
      {...bar}
      navigation={
        <>
          {showsHelp(role) ? <TopBarLink to={pathFor('Help')}>Help</TopBarLink> : null}
          {account}
        </>
      }
    />
  );
}

/** The account's name where the menu will be (the menu's code loads later). */
export function AccountName({ name }: { name: string | null }) {
  return <span style={topBarLinkStyle}>{name ?? 'Account'}</span>;
}
