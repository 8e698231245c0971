import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { pathFor, PRODUCT_NAME } from '@insolvency/shared-contracts';
import { palette } from '../theme';
import { onDarkSurface } from '../ui-provider';
import { PHONE_LAYOUT_MEDIA } from '../window-width';
import { MenuIcon } from './menu-icon';
import { TopBarSearch } from './top-bar-search';

/**
 * Which layout the bar draws: the phone's (the menu button) or the desktop's (the navigation), as
 * the app knows from the window's width; `by-width` where the width is not known (a page the
 * server renders): both, and the bar's rules show one by the window's width.
 */
export type TopBarLayout = 'mobile' | 'desktop' | 'by-width';

export interface TopBarProps {
  layout: TopBarLayout;
  /** The menu button's action (the app's drawer); a page shown before the app has none yet. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
  /** Shown at the right, before the navigation: the app's clock, a seller's count. */
  status?: ReactNode;
  /** The links of the navigation (`TopBarLink`), shown on a desktop. */
  navigation: ReactNode;
}

const SIZES = {
  desktop: { gap: 24, minHeight: 70, paddingInline: 24, nameFontSize: 20 },
  mobile: { gap: 8, minHeight: 58, paddingInline: 12, nameFontSize: 16 },
};

const sizeRules = (bar: string, size: (typeof SIZES)['desktop']) =>
  `${bar}{gap:${size.gap}px;min-height:${size.minHeight}px;padding:0 ${size.paddingInline}px}${bar} .im-top-bar-name{font-size:${size.nameFontSize}px}`;

/**
 * The navigation's display, and the sizes of each layout; where the layout goes by the width, the
 * menu button or the navigation hidden by it (no inline style may set their display).
 */
const TOP_BAR_RULES =
  '.im-top-bar-nav{display:flex;align-items:center;gap:8px}' +
  // The menu button: an icon on the bar, as antd's text Button draws one (32 px square), lighter on hover.
  '.im-top-bar-menu{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;padding:0;' +
  'border:0;border-radius:6px;background:transparent;color:inherit;cursor:pointer;transition:background .2s}' +
  '.im-top-bar-menu:hover{background:rgba(255,255,255,0.12)}' +
  sizeRules('.im-top-bar-desktop', SIZES.desktop) +
  sizeRules('.im-top-bar-mobile', SIZES.mobile) +
  sizeRules('.im-top-bar-by-width', SIZES.desktop) +
  '.im-top-bar-by-width .im-top-bar-menu{display:none}' +
  `${PHONE_LAYOUT_MEDIA}{` +
  sizeRules('.im-top-bar-by-width', SIZES.mobile) +
  '.im-top-bar-by-width .im-top-bar-menu{display:inline-flex}.im-top-bar-by-width .im-top-bar-nav{display:none}}';

// Navigation in the bar, not links in text: no underline (the theme's link rule underlines those).
export const topBarLinkStyle: CSSProperties = { color: palette.onNavy, padding: '6px 10px', borderRadius: 6, fontWeight: 500, textDecoration: 'none' };

/** A link of the bar's navigation; `outlined` for the one action it stands out for (Login). */
export function TopBarLink({ to, outlined = false, children }: { to: string; outlined?: boolean; children: ReactNode }) {
  return (
    <Link to={to} style={outlined ? { ...topBarLinkStyle, border: `1px solid ${palette.onNavyMuted}` } : topBarLinkStyle}>
      {children}
    </Link>
  );
}

/** The product's top bar: the menu button (phone), the product name linking home, search, the status and the navigation (desktop). */
export function TopBar({ layout, onOpenMenu, menuOpen, status, navigation }: TopBarProps) {
  return (
    <header
      className={`im-top-bar-${layout}`}
      style={{ display: 'flex', alignItems: 'center', background: palette.navy, color: palette.onNavy, boxSizing: 'border-box', ...onDarkSurface }}
    >
      {/* React 19 hoists it into <head> once. A precedence of its own keeps it apart from the
          theme's rules: the server's page carries each once, and the app's React adopts them. */}
      <style href="im-top-bar" precedence="im-top-bar">
        {TOP_BAR_RULES}
      </style>
      {layout === 'desktop' ? null : (
        // A native button: antd's would bring its CSS into every page the server renders.
        <button type="button" className="im-top-bar-menu" aria-label="Open menu" aria-expanded={menuOpen ?? false} onClick={onOpenMenu}>
          <MenuIcon />
        </button>
      )}
      <Link
        className="im-top-bar-name"
        to={pathFor('ConditionalHome')}
        style={{ color: palette.onNavy, fontWeight: 700, lineHeight: 1.25, letterSpacing: 0.2, minWidth: 0, marginRight: 'auto', textDecoration: 'none' }}
      >
        {PRODUCT_NAME}
      </Link>
      <TopBarSearch layout={layout} />
      {status}
      {layout === 'mobile' ? null : (
        <nav aria-label="Main" className="im-top-bar-nav">
          {navigation}
        </nav>
      )}
    </header>
  );
}
