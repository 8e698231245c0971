import type { CSSProperties } from 'react';
import { PHONE_LAYOUT_MEDIA } from '../window-width';

const CONTENT_MAX_WIDTH = 1200;
const PADDING = { desktop: { inline: 24, block: 24 }, mobile: { inline: 12, block: 16 } };

/** The column below the top bar that the notifications and the screen share: the messages start where the screen's heading does. */
export function pageColumnStyle(isMobile: boolean): CSSProperties {
  return { width: '100%', maxWidth: CONTENT_MAX_WIDTH, margin: '0 auto', paddingInline: PADDING[isMobile ? 'mobile' : 'desktop'].inline, boxSizing: 'border-box' };
}

/** The screen's place in that column, which takes the page's height left. */
export function screenAreaStyle(isMobile: boolean): CSSProperties {
  return { ...pageColumnStyle(isMobile), flex: 1, paddingBlock: PADDING[isMobile ? 'mobile' : 'desktop'].block };
}

/**
 * The column as rules, for a page whose width is not known when it is drawn (a page the server
 * renders): the desktop's sides, the phone's below the app's mobile width; with `screenArea`, the
 * screen's place (the page's height left, and its top and bottom).
 */
function columnRules(className: string, screenArea: boolean): string {
  const padding = (size: (typeof PADDING)['desktop']) => `padding:${screenArea ? `${size.block}px` : '0'} ${size.inline}px`;
  return (
    `.${className}{width:100%;max-width:${CONTENT_MAX_WIDTH}px;margin:0 auto;box-sizing:border-box;${screenArea ? 'flex:1;' : ''}${padding(PADDING.desktop)}}` +
    `${PHONE_LAYOUT_MEDIA}{.${className}{${padding(PADDING.mobile)}}}`
  );
}

/** `screenAreaStyle` as rules (the screen's place). */
export const screenAreaRules = (className: string): string => columnRules(className, true);

/** `pageColumnStyle` as rules (the notifications' place above the screen). */
export const pageColumnRules = (className: string): string => columnRules(className, false);
