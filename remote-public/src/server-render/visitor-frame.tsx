import { ScreenAreaByWidth, UiProvider, VisitorTopBar } from '@insolvency/shared-ui';

const SCREEN_PLACE_ID = 'server-screen-place';
/** The frame's markup where the screen's element goes. */
export const SCREEN_PLACE = `<div id="${SCREEN_PLACE_ID}"></div>`;

/**
 * The page around a screen the server renders into the shell's page, as the app's layout draws it
 * for a visitor: the page's surface, the visitor's top bar and the screen's column, from the app's
 * own components. The width is not known here: the bar and the column follow the window's by their
 * rules (the screen inside is the desktop's).
 */
export function VisitorFrame() {
  return (
    <UiProvider>
      <VisitorTopBar layout="by-width" />
      <ScreenAreaByWidth>
        <div id={SCREEN_PLACE_ID} />
      </ScreenAreaByWidth>
    </UiProvider>
  );
}
