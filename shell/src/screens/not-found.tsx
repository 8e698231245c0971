import { Link } from 'react-router-dom';
import { pathFor } from '@insolvency/shared-contracts';
import { palette } from '@insolvency/shared-ui';

/** Unknown routes (spec: '404 Not Found' with Return Home). */
export function NotFound() {
  return (
    <section style={{ textAlign: 'center', padding: '48px 16px' }}>
      <h1 style={{ margin: 0, fontSize: 32, color: palette.text }}>404 Not Found</h1>
      <p style={{ margin: '12px 0 24px', color: palette.textSecondary }}>The page you asked for does not exist or has moved.</p>
      <Link
        to={pathFor('ConditionalHome')}
        style={{ display: 'inline-block', padding: '8px 20px', borderRadius: 6, background: palette.primary, color: palette.surface, fontWeight: 600 }}
      >
        Return Home
      </Link>
    </section>
  );
}
