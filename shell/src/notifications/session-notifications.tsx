import { lazy, Suspense } from 'react';
import { useSession } from '@insolvency/shared-auth';
import { routeScriptsSettled } from '../delivery/early-fetches';
import { takeServerScreenAnswers } from '../delivery/server-screen';

// The feed and its calls are a chunk of their own, fetched after login: a visitor never loads it.
// A signed-in page's later scripts, fetched as one, hold it: it is asked for once they have run.
// Its first render shows the notifications a screen rendered by the server drew, with their answers.
const NotificationFeed = lazy(() =>
  routeScriptsSettled()
    .then(() => import('./notification-feed'))
    .then((feed) => {
      takeServerScreenAnswers();
      return feed;
    }),
);

/** The notification area's content: only for a logged-in user. */
export function SessionNotifications() {
  const { isAuthenticated, userId } = useSession();
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by user: another user's login starts afresh. */}
      <NotificationFeed key={userId ?? 'user'} />
    </Suspense>
  );
}
