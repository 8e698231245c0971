import type { CSSProperties } from 'react';
import { palette } from '../theme';

/** The custom property that colours the focus ring; a dark surface sets it (`onDarkSurface`). */
const FOCUS_RING_PROPERTY = '--im-focus-ring';

/** The focus ring's colour where it is drawn: the primary colour, or what the surface set. */
export const FOCUS_RING_COLOUR = `var(${FOCUS_RING_PROPERTY}, ${palette.primary})`;

/**
 * Whatever has the keyboard's focus shows a ring (WCAG 2.4.7), on every screen and in antd's
 * pop-ups outside the page surface too. `:where()` gives the rule no weight: antd's parts
 * keep the focus styles they draw themselves (a field's glow, a checkbox's ring).
 */
export const FOCUS_RULES = `:where(:focus-visible){outline:2px solid ${FOCUS_RING_COLOUR};outline-offset:2px}`;

/** The style of a navy surface (the top bar, the footer): a white focus ring stays visible on it. */
export const onDarkSurface = { [FOCUS_RING_PROPERTY]: palette.onNavy } as CSSProperties;
