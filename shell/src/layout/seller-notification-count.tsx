import { Link } from 'react-router-dom';
import { pathFor, ROLES, type RouteName } from '@insolvency/shared-contracts';
import { useSession } from '@insolvency/shared-auth';
import { palette } from '@insolvency/shared-ui';
import { useSellerNotificationCountQuery } from './seller-notifications-api';

/** The menu item the seller's count belongs to. */
export const COUNTED_ROUTE: RouteName = 'ViewInterest';

/**
 * The seller's count of interest not viewed yet, or null (not a seller, not loaded, failed).
 * Spec §4: loaded once on navigation: the first screen a seller reaches after login asks for it,
 * and every later use (top bar, menus, drawer) reads the same cached answer. It is asked again
 * only when a screen invalidates `SellerInterests`, or for another user.
 */
export function useSellerNotificationCount(): number | null {
  const { role, userId } = useSession();
  const isSeller = role === ROLES.seller;
  const { data } = useSellerNotificationCountQuery(userId ?? '', { skip: !isSeller || !userId });
  return isSeller && typeof data === 'number' ? data : null;
}

const interestWord = (count: number) => (count === 1 ? 'expression' : 'expressions');
const describeCount = (count: number) => `${count} ${interestWord(count)} of interest not viewed yet`;
/** The top bar's 'N new' link, named from its own words first (WCAG 2.5.3) so a speech user can say it. */
const describeNewCount = (count: number) => `${count} new ${interestWord(count)} of interest`;

/** A count beside a menu label ('View Interest 3'), read out in words. */
export function MenuCount({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <span
      aria-label={describeCount(count)}
      style={{ marginLeft: 8, padding: '0 7px', borderRadius: 10, background: palette.navy, color: palette.onNavy, fontSize: 12, lineHeight: '20px', display: 'inline-block' }}
    >
      {count}
    </span>
  );
}

/** In the top bar for a seller with interest not viewed yet: 'N new', leading to ViewInterest. */
export function SellerInterestLink() {
  const count = useSellerNotificationCount();
  if (!count) return null;
  return (
    <Link
      to={pathFor(COUNTED_ROUTE)}
      aria-label={describeNewCount(count)}
      style={{ color: palette.onNavy, padding: '2px 10px', borderRadius: 12, border: `1px solid ${palette.onNavyMuted}`, fontWeight: 600, whiteSpace: 'nowrap' }}
    >
      {count} new
    </Link>
  );
}

export default SellerInterestLink;
