import { PHONE_LAYOUT_MEDIA } from '../window-width';

const CONTENT_MAX_WIDTH = 1200;
export const PAGE_COLUMN_PADDING = { desktop: { inline: 24, block: 24 }, mobile: { inline: 12, block: 16 } };

/**
 * The column below the top bar that the notifications and the screen share (the messages start
 * where the screen's heading does), as rules: the desktop's sides, the phone's below the app's
 * mobile width. Rules rather than a style from the window's width, so that the server, which knows
 * no width, draws the same markup as the app. With `screenArea`, the screen's place: the page's
 * height left, and its top and bottom.
 */
function columnRules(className: string, screenArea: boolean): string {
  const padding = (size: (typeof PAGE_COLUMN_PADDING)['desktop']) => `padding:${screenArea ? `${size.block}px` : '0'} ${size.inline}px`;
  return (
    `.${className}{width:100%;max-width:${CONTENT_MAX_WIDTH}px;margin:0 auto;box-sizing:border-box;${screenArea ? 'flex:1;outline:none;' : ''}${padding(PAGE_COLUMN_PADDING.desktop)}}` +
    `${PHONE_LAYOUT_MEDIA}{.${className}{${padding(PAGE_COLUMN_PADDING.mobile)}}}`
  );
}

/** The screen's place. */
export const screenAreaRules = (className: string): string => columnRules(className, true);

/** The notifications' place above the screen. */
export const pageColumnRules = (className: string): string => columnRules(className, false);
