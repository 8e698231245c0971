import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { palette, themeConfig } from '../theme';

// Pickers and relative dates read dayjs' global locale; display dates go through
// formatDisplayDate of shared-contracts (Europe/London, DD MMMM YYYY).
dayjs.locale('en-gb');

/**
 * The one antd theme and locale of the product, and the `App` context that gives every
 * screen `App.useApp()` for message and notification. Mounted once, by the shell.
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={enGB} theme={themeConfig}>
      <App style={{ minHeight: '100vh', background: palette.page }}>{children}</App>
    </ConfigProvider>
  );
}
