import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import type { RouteName } from '@insolvency/shared-contracts';
import { PageHeader, palette } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

const HELP_TABS: readonly { route: RouteName; label: string }[] = [
  { route: 'Help', label: 'FAQs' },
  { route: 'ContactUs', label: 'Contact Us' },
];

/**
 * The Help area (spec §2: "Help / ContactUs: tabs in the same area"). Each tab is its own
 * route (/help/faqs, /help/contactus), so the tabs are links in a navigation landmark with
 * `aria-current="page"` on the open one: a link can be opened, bookmarked and shared, which
 * an ARIA tablist cannot. Plain links keep antd's Tabs (the heavy `data` entry) off the page.
 */
export function HelpLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 880, margin: '0 auto', padding: `${token.paddingLG}px ${token.padding}px` }}>
      <PageHeader title="Help" />
      <nav aria-label="Help sections" style={{ borderBottom: `1px solid ${palette.border}`, marginBottom: token.marginLG }}>
        <ul style={{ display: 'flex', gap: token.marginXS, listStyle: 'none', margin: 0, padding: 0 }}>
          {HELP_TABS.map((tab) => (
            <li key={tab.route}>
              <NavLink
                to={pathFor(tab.route)}
                end
                style={({ isActive }) => ({
                  display: 'inline-block',
                  padding: `${token.paddingXS}px ${token.padding}px`,
                  marginBottom: -1,
                  fontWeight: isActive ? 600 : 500,
                  color: isActive ? palette.navy : palette.textSecondary,
                  borderBottom: `3px solid ${isActive ? palette.primary : 'transparent'}`,
                  textDecoration: 'none',
                })}
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </div>
  );
}
