import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import LoadingOutlined from '@ant-design/icons/es/icons/LoadingOutlined';
import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { NotifyProvider } from '../notify';
import { palette, theme, themeConfig } from '../theme';
import { FOCUS_RING_COLOUR, FOCUS_RULES } from './focus-ring';

// Display dates go through formatDisplayDate of shared-contracts (Europe/London, DD MMMM
// YYYY, the same in dayjs' default English); the date pickers, the only readers of dayjs'
// global locale, get en-GB (weeks from Monday) with the pickers entry (entries/pickers.ts).

const ServerScreenContext = createContext(false);

/**
 * A busy button's spinner, shown and taken away without antd's width animation: that animation
 * leaves only on a `transitionend`, which may never come (rc-motion), and a stalled leave kept an
 * invisible spinner and "loading" in the button's accessible name after its work was done.
 * The icon is the module antd's Button uses itself (`es`), so no byte is added.
 */
const BUTTON_CONFIG = { loadingIcon: <LoadingOutlined /> };

/**
 * True inside a screen the server renders, and inside the browser's hydration of it: the post
 * card grid, which elsewhere draws its first cards first and the rest in a later render, draws
 * them all at once, so the server's page is whole without JavaScript and the hydration's first
 * render matches it.
 */
export function useInServerScreen(): boolean {
  return useContext(ServerScreenContext);
}

/**
 * The one antd theme and locale of the product, and `useNotify()` (message and
 * notification, whose antd code loads on first use) for every screen. Mounted by the shell, and
 * around a screen the server rendered (`serverScreen`: its own root inside the shell's page,
 * which it does not stretch; see `useInServerScreen`), on the server and in its hydration.
 */
export function UiProvider({ children, serverScreen = false }: { children: ReactNode; serverScreen?: boolean }) {
  return (
    <ConfigProvider locale={enGB} theme={themeConfig} button={BUTTON_CONFIG}>
      <NotifyProvider>
        <ServerScreenContext.Provider value={serverScreen}>
          <PageSurface fillsWindow={!serverScreen}>{children}</PageSurface>
        </ServerScreenContext.Provider>
      </NotifyProvider>
    </ConfigProvider>
  );
}

/** Class of the page surface: the links rule below is scoped to it. */
export const PAGE_SURFACE_CLASS = 'im-page';

/**
 * Links in running text, the same on every screen: the theme's link colour, underlined (a
 * link must not be told by colour alone, WCAG 1.4.1), darker on hover, the focus ring. The
 * page surface's class outweighs antd's reset of links inside its parts (an Alert's text),
 * which would take the underline away; links with a class (antd's) or their own style
 * (buttons that are links, the top bar) keep theirs; a remote writes no CSS of its own for links.
 */
export function linkRules(token: { colorLink: string; colorLinkHover: string }): string {
  const scope = `.${PAGE_SURFACE_CLASS} a:where(:not([class]))`;
  return [
    `${scope}{color:${token.colorLink};text-decoration:underline;text-underline-offset:2px;text-decoration-thickness:1px}`,
    `${scope}:hover{color:${token.colorLinkHover};text-decoration-thickness:2px}`,
    `${scope}:focus-visible{outline:2px solid ${FOCUS_RING_COLOUR};outline-offset:2px;border-radius:2px}`,
  ].join('');
}

/**
 * The page background and the theme's text settings for everything inside, as antd's
 * `App` would give them (its whole style is these four tokens), without loading `App`;
 * the theme's links (`linkRules`), which `App` would also give, and the focus ring.
 */
function PageSurface({ children, fillsWindow }: { children: ReactNode; fillsWindow: boolean }) {
  const { token } = theme.useToken();
  return (
    <div
      className={PAGE_SURFACE_CLASS}
      style={{
        minHeight: fillsWindow ? '100vh' : undefined,
        background: palette.page,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {/* React 19 hoists it into <head> once, however many surfaces render it. */}
      <style href="im-theme-links" precedence="default">
        {linkRules(token) + FOCUS_RULES}
      </style>
      {children}
    </div>
  );
}
