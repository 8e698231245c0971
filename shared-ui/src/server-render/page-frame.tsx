import type { ReactNode } from 'react';
import type { Role } from '@insolvency/shared-contracts';
import { NotificationArea, type NotificationAreaItem } from '../notification-area';
import { PageColumnByWidth, ScreenAreaByWidth } from '../page-column';
import { AccountName, SignedInTopBar, VisitorTopBar } from '../top-bar';
import { UiProvider } from '../ui-provider';

const SCREEN_PLACE_ID = 'server-screen-place';
/** The frame's markup where the screen's element goes. */
export const SCREEN_PLACE = `<div id="${SCREEN_PLACE_ID}"></div>`;

/**
 * The page around a screen the server renders, as the app's layout draws it: the page's surface,
 * the top bar and the screen's column, from the app's own components. The width is not known
 * here: the bar and the column follow the window's by their rules (the screen inside is the
 * desktop's). Not hydrated: the app draws its own bar in its place.
 */
function PageFrame({ bar, notifications }: { bar: ReactNode; notifications?: ReactNode }) {
  return (
    <UiProvider>
      {bar}
      {notifications ? <PageColumnByWidth>{notifications}</PageColumnByWidth> : null}
      <ScreenAreaByWidth>
        <div id={SCREEN_PLACE_ID} />
      </ScreenAreaByWidth>
    </UiProvider>
  );
}

/** A visitor's page: Help and Login in the bar. */
export function VisitorFrame() {
  return <PageFrame bar={<VisitorTopBar layout="by-width" />} />;
}

const NOTHING_YET = () => undefined;

/**
 * A signed-in user's page: Help (not for Admin) and the account's name in the bar, where the app
 * puts its menu, and the user's notifications above the screen (their buttons answer once the app
 * has taken over).
 */
export function SignedInFrame({ role, name, notifications }: { role: Role; name: string | null; notifications: readonly NotificationAreaItem[] }) {
  return (
    <PageFrame
      bar={<SignedInTopBar layout="by-width" role={role} account={<AccountName name={name} />} />}
      notifications={<NotificationArea items={notifications} onAction={NOTHING_YET} onDismissForGood={NOTHING_YET} />}
    />
  );
}
