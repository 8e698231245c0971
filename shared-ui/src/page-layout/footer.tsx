import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import type { RouteName } from '@insolvency/shared-contracts';
import { palette } from '../theme';
import { onDarkSurface } from '../ui-provider';

const FOOTER_LINKS: readonly { route: RouteName; label: string }[] = [
  { route: 'PrivacyPolicy', label: 'Privacy Policy' },
  { route: 'ContactUs', label: 'Contact Information' },
  { route: 'TCs', label: 'Terms and Conditions' },
];

export function Footer() {
  return (
    <footer style={{ background: palette.navyDark, color: palette.onNavyMuted, padding: '20px 24px', marginTop: 32, ...onDarkSurface }}>
      <nav aria-label="Site information">
        <ul style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '8px 24px', listStyle: 'none', margin: 0, padding: 0 }}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.route}>
              <Link to={pathFor(link.route)} style={{ color: palette.onNavy }}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p style={{ margin: '12px 0 0', textAlign: 'center', fontSize: 13 }}>
        Businesses and assets for sale from UK insolvency practitioners.
      </p>
    </footer>
  );
}
