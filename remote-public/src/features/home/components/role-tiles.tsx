import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import type { Role } from '@insolvency/shared-contracts';
import { roleNavigationItems } from '@insolvency/shared-ui/screens';
import { theme } from '@insolvency/shared-ui/base';

export interface RoleTilesProps {
  role: Role;
  name: string | null;
}

/** A logged-in user's home: a tile per item of the role's menu (buyer, seller, otherwise admin). */
export function RoleTiles({ role, name }: RoleTilesProps) {
  const { token } = theme.useToken();
  return (
    <>
      <h1 style={{ margin: `0 0 ${token.marginLG}px`, fontSize: token.fontSizeHeading2, fontWeight: 600 }}>
        {name ? `Welcome, ${name}` : 'Welcome'}
      </h1>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: token.margin, listStyle: 'none', margin: 0, padding: 0 }}>
        {roleNavigationItems(role).map((item) => (
          <li key={item.route}>
            <Link
              to={pathFor(item.route)}
              style={{
                display: 'block',
                height: '100%',
                boxSizing: 'border-box',
                padding: token.paddingLG,
                background: token.colorBgContainer,
                border: `1px solid ${token.colorBorderSecondary}`,
                borderTop: `4px solid ${token.colorPrimary}`,
                borderRadius: token.borderRadiusLG,
                boxShadow: token.boxShadowTertiary,
              }}
            >
              <span style={{ display: 'block', fontSize: token.fontSizeLG, fontWeight: 600, color: token.colorPrimary }}>{item.label}</span>
              <span style={{ display: 'block', marginTop: token.marginXXS, color: token.colorTextSecondary }}>{item.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
