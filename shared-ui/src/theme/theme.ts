import type { ThemeConfig } from 'antd';

/**
 * Brand colours of the marketplace: a calm navy for trust, a muted teal accent, and text
 * colours chosen for WCAG AA contrast on white (secondary text ~7:1, not antd's 45% grey).
 */
export const palette = {
  navy: '#173a5e',
  navyDark: '#0f2a45',
  primary: '#1d5b8f',
  accent: '#1f7a72',
  text: '#1c2733',
  textSecondary: '#4a5868',
  border: '#d5dce4',
  surface: '#ffffff',
  page: '#f3f5f8',
  onNavy: '#ffffff',
  onNavyMuted: '#c9d6e3',
} as const;

/**
 * A coloured Tag writes in its colour's shade 7 on shade 1; antd's green, orange, gold, cyan,
 * lime, volcano and yellow 7 are under 4.5:1 there (WCAG 1.4.3): these are a shade darker or
 * more. antd names each shade twice (green7 and green-7), and both set the CSS variable
 * --ant-green-7, so both are given.
 */
const TAG_TEXT_SHADES = {
  green: '#237804',
  orange: '#ad4e00',
  gold: '#874d00',
  cyan: '#006d75',
  lime: '#3f6600',
  volcano: '#ad2102',
  yellow: '#7c6e00',
};
const tagTextShades = Object.fromEntries(
  Object.entries(TAG_TEXT_SHADES).flatMap(([colour, shade]) => [
    [`${colour}7`, shade],
    [`${colour}-7`, shade],
  ]),
);

export const themeConfig: ThemeConfig = {
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    colorSuccess: '#2e7d4f',
    colorWarning: '#a15c00',
    colorError: '#b42318',
    // Clean light tints for alerts and selected items: the ones antd derives from these dark
    // seeds look muddy (its primary background is a grey #c2cbcf, under 4.5:1 with the primary text).
    colorPrimaryBg: '#eef5fb',
    colorPrimaryBgHover: '#dcebf7',
    colorInfoBg: '#eef5fb',
    colorInfoBorder: '#b9d3e9',
    colorSuccessBg: '#edf7f0',
    colorSuccessBorder: '#b5dcc2',
    colorWarningBg: '#fff6e5',
    colorWarningBorder: '#f0cf99',
    colorErrorBg: '#fdf1f0',
    colorErrorBorder: '#f0bab5',
    ...tagTextShades,
    colorText: palette.text,
    colorTextSecondary: palette.textSecondary,
    colorTextDescription: palette.textSecondary,
    // A select's 'Please select' and a field's placeholder: antd's 25% grey is 1.8:1 on white; this is 5:1 (WCAG 1.4.3).
    colorTextPlaceholder: '#65707d',
    colorBorder: palette.border,
    colorBorderSecondary: '#e4e9ef',
    colorBgLayout: palette.page,
    borderRadius: 6,
    fontSize: 15,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
