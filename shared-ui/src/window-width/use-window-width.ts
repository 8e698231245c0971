import { useSyncExternalStore } from 'react';

/** Below this window width the app uses its mobile layout (spec: mobile below 960). */
export const MOBILE_LAYOUT_BELOW_WIDTH = 960;

/**
 * The same boundary as a CSS media query, for rules that size a page where its width is not known
 * when it is drawn (a page the server renders): `${PHONE_LAYOUT_MEDIA}{...}`.
 */
export const PHONE_LAYOUT_MEDIA = `@media (max-width:${MOBILE_LAYOUT_BELOW_WIDTH - 0.02}px)`;

function subscribeToResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const readWindowWidth = () => window.innerWidth;
const DESKTOP_WIDTH_WITHOUT_WINDOW = 1280;

/** The window's inner width, re-rendering on resize. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribeToResize, readWindowWidth, () => DESKTOP_WIDTH_WITHOUT_WINDOW);
}

export function useIsMobileLayout(): boolean {
  return useWindowWidth() < MOBILE_LAYOUT_BELOW_WIDTH;
}
