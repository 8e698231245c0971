import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { NotifyProvider } from '../notify';
import { palette, theme, themeConfig } from '../theme';

// Display dates go through formatDisplayDate of shared-contracts (Europe/London, DD MMMM
// YYYY, the same in dayjs' default English); the date pickers, the only readers of dayjs'
// global locale, get en-GB (weeks from Monday) with the forms entry (entries/forms.ts).

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
