import type { PageFirstScriptSettings } from './page-first-script';

/* The page the first script's tests start from, and what they do to it. */

export const SETTINGS: PageFirstScriptSettings = {
  slotId: 'page-before-app',
  onClass: 'page-before-app-on',
  tokenKeys: ['access', 'refresh'],
  accessTokenKey: 'access',
  serverScreenId: 'server-screen',
  templateId: 'page-scripts',
  signedInScreenAttribute: 'data-signed-in-screen',
  signedInScreenPath: '/api/screens',
  heldSubmitAttribute: 'data-held-submit',
  heldClickProperty: 'imHeldClick',
  notificationsShownAttribute: 'data-notifications-shown',
  dismissibleBanners: [],
  notificationsWaitMs: 0,
  firstFrameWaitMs: 0,
  screenWaitMs: 0,
};

export const searchBar = (value = '') =>
  `<header><form role="search" aria-label="Search opportunities" action="/search"><input name="q" type="search" value="${value}"><button type="submit">Search</button></form>` +
  '<a href="/help/faqs">Help</a><button type="button" aria-label="Open menu">☰</button></header>';

/** The app draws its layout (its own top bar) and then its screen in <main>, as React commits it. */
export async function appDraws(bar: string): Promise<void> {
  document.getElementById('root')!.innerHTML = `${bar}<main><h1>FAQs</h1></main>`;
  // The script watches the page with a MutationObserver: its callback runs as a microtask.
  await Promise.resolve();
}

export const appField = () => document.querySelector<HTMLInputElement>('#root input[name="q"]')!;

/** The server's screen in the slot, with a button the app has not hydrated yet. */
export const SERVER_SCREEN = '<div id="server-screen"><button type="button">Show more</button></div>';

/** A click as the browser dispatches it, answered so its default can be checked. */
export function click(selector: string): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector(selector)!.dispatchEvent(event);
  return event;
}

/** The button the first script holds for the app (`heldClickProperty`). */
export const heldClick = () => (window as unknown as Record<string, unknown>)[SETTINGS.heldClickProperty];
