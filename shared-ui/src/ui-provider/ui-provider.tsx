import type { ReactNode } from 'react';
import { ConfigProvider, theme } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { NotifyProvider } from '../notify';
import { palette, themeConfig } from '../theme';

// Pickers and relative dates read dayjs' global locale; display dates go through
// formatDisplayDate of shared-contracts (Europe/London, DD MMMM YYYY).
dayjs.locale('en-gb');

/**
 * The one antd theme and locale of the product, and `useNotify()` (message and
 * notification, whose antd code loads on first use) for every screen. Mounted once, by the shell.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={themeConfig}>
      <NotifyProvider>
        <PageSurface>{children}</PageSurface>
      </NotifyProvider>
    </ConfigProvider>
  );
}

/**
 * The page background and the theme's text settings for everything inside, as antd's
 * `App` would give them (its whole style is these four tokens), without loading `App`.
 */
function PageSurface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        minHeight: '100vh',
        background: palette.page,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
      }}
    >
      {children}
    </div>
  );
}
