import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import { PageHeader } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { DownloadMyData } from './download-my-data';

const ACCOUNT_PAGES = [
  { route: 'AmendAccountDetails', label: 'Account Details' },
  { route: 'AmendAddressDetails', label: 'Address and Phone' },
] as const;

/** The two account screens: heading, links between them, the screen, and 'Download my data'. */
export function AccountScreenFrame({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ maxWidth: 720, margin: '0 auto' }}>
      <PageHeader title={title} />
      <nav aria-label="Your account" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.marginLG }}>
        {ACCOUNT_PAGES.map((page) => (
          <NavLink
            key={page.route}
            to={pathFor(page.route)}
            end
            style={({ isActive }) => ({
              padding: `${token.paddingXXS}px ${token.paddingSM}px`,
              borderRadius: token.borderRadius,
              border: `1px solid ${isActive ? token.colorPrimary : token.colorBorder}`,
              background: isActive ? token.colorPrimaryBg : token.colorBgContainer,
              color: isActive ? token.colorPrimary : token.colorText,
              fontWeight: isActive ? 600 : 400,
            })}
          >
            {page.label}
          </NavLink>
        ))}
      </nav>
      {children}
      <DownloadMyData />
    </div>
  );
}
