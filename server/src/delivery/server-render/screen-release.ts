import { SERVER_SCREEN_ID, SERVER_SCREEN_RELEASE_ATTRIBUTE, type ServerRenderedPage } from '@insolvency/shared-contracts';

const SCREEN_ELEMENT_START = `<div id="${SERVER_SCREEN_ID}"`;

/**
 * The screen marked with the release that rendered it (`SERVER_SCREEN_RELEASE_ATTRIBUTE`): the
 * shell hydrates it with that release's code, whatever `/remotes.json` names by the time it asks.
 */
export function withScreenRelease(screen: ServerRenderedPage, remoteName: string, manifestUrl: string): ServerRenderedPage {
  const at = screen.html.indexOf(SCREEN_ELEMENT_START);
  if (at < 0) return screen;
  const value = `${remoteName} ${manifestUrl}`.replace(/[&"<>]/g, (character) => `&#${character.charCodeAt(0)};`);
  const end = at + SCREEN_ELEMENT_START.length;
  return { ...screen, html: `${screen.html.slice(0, end)} ${SERVER_SCREEN_RELEASE_ATTRIBUTE}="${value}"${screen.html.slice(end)}` };
}
