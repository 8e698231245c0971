import { useSession } from '@insolvency/shared-auth';
import { RoleTiles } from './role-tiles';
import { VisitorHome } from './visitor-home';

/** ConditionalHome: the visitor home page, or tiles for the logged-in user's role. */
export default function ConditionalHome() {
  const session = useSession();
  if (session.isAuthenticated && session.role) return <RoleTiles role={session.role} name={session.name} />;
  return <VisitorHome />;
}
