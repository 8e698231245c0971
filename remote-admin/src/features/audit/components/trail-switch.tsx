import { Link } from 'react-router-dom';
import { theme } from '@insolvency/shared-ui/base';
import { oneOf } from '../../../components/use-url-view';

export const TRAILS = [
  { trail: 'admin', label: 'Admin actions', search: '' },
  { trail: 'deal-rooms', label: 'Deal rooms', search: '?trail=deal-rooms' },
] as const;

/** `?trail=`: which trail the Audit Trail screen shows, the admins' actions when absent. */
export const TRAIL_FIELD = oneOf(
  TRAILS.map(({ trail }) => trail),
  'admin',
);

/** Links between the trails (each a plain address, so a trail can be shared); the one shown is marked current. */
export function TrailSwitch({ current }: { current: string }) {
  const { token } = theme.useToken();
  return (
    <nav aria-label="Trails" style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginLG, marginBottom: token.margin }}>
      {TRAILS.map(({ trail, label, search }) => (
        <Link key={trail} to={{ search }} aria-current={trail === current ? 'page' : undefined} style={trail === current ? { fontWeight: 600, textDecoration: 'underline' } : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
