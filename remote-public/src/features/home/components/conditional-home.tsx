import { lazy, Suspense } from 'react';
import { useSession } from '@insolvency/shared-auth';
import { LoadingState } from '@insolvency/shared-ui';
import { VisitorHome } from './visitor-home';

// Only logged-in users see tiles: their code (and the menus' data it reads) stays off the visitor's page.
const RoleTiles = lazy(() => import('./role-tiles').then((module) => ({ default: module.RoleTiles })));

/** ConditionalHome: the visitor home page, or tiles for the logged-in user's role. */
export default function ConditionalHome() {
  const session = useSession();
  if (session.isAuthenticated && session.role) {
    return (
      <Suspense fallback={<LoadingState />}>
        <RoleTiles role={session.role} name={session.name} />
      </Suspense>
    );
  }
  return <VisitorHome />;
}
