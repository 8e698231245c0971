import type { CSSProperties } from 'react';

const CONTENT_MAX_WIDTH = 1200;

/** The column below the top bar that the notifications and the screen share: the messages start where the screen's heading does. */
export function pageColumnStyle(isMobile: boolean): CSSProperties {
  return { width: '100%', maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto', paddingInline: isMobile ? 12 : 24, boxSizing: 'border-box' };
}

/** The screen's place in that column, which takes the page's height left. */
export function screenAreaStyle(isMobile: boolean): CSSProperties {
  return { ...pageColumnStyle(isMobile), flex: 1, paddingBlock: isMobile ? 16 : 24 };
}
