import { matchPath } from 'react-router-dom';
import { api, saveSession, selectSessionClaims, type RemoteRoute } from '@insolvency/shared-auth';
import type { ServerApiCall, ServerRenderedPage, ServerRenderModule, ServerRenderRequest, ServerScreenQueryAnswer } from '@insolvency/shared-contracts';
import { NOTIFICATION_READS, type DisabledEmailNotification, type NotificationsResponse } from '@insolvency/shared-contracts/notifications';
import { NotificationArea, notificationItems } from '../notification-area';
import { AccountName, SignedInTopBar } from '../top-bar';
import { headTags } from './head-tags';
import { createScreenStore, renderScreen } from './render-screen';

/**
 * The screen of one of `routes` (a remote's route manifest) at the request's address, as the app's
 * first render of it draws it once its first data is in: the route's own prefetch makes its calls,
 * answered by the API server (`serverApiCall`, with the user's token on a signed-in page), and the
 * screen renders with those answers in its store, in the app's layout: a visitor's, or the user's
 * (their bar and notifications, whose answers go with the screen's to the app's store). The route's
 * `head` adds the page's title and tags. The shell hydrates it (shell/src/delivery/server-screen.tsx).
 */
export async function renderRouteScreen(routes: readonly RemoteRoute[], request: ServerRenderRequest): Promise<ServerRenderedPage> {
  const route = routes.find((candidate) => candidate.name === request.route);
  if (!route) throw new Error(`this build has no route ${request.route}`);
  const store = createScreenStore(request.serverApiCall);
  const address = new URL(request.address, 'http://server-render.invalid');
  const params = matchPath(route.path, address.pathname)?.params ?? {};
  const user = request.accessToken ? signedInUser(store, request.accessToken) : undefined;
  const prefetched = route.prefetch?.({ dispatch: store.dispatch, search: address.searchParams, params });
  const [{ default: Screen }, notifications] = await Promise.all([
    route.load(),
    user ? notificationAnswers(request.serverApiCall) : [],
    prefetched,
    ...store.dispatch(api.util.getRunningQueriesThunk()),
  ]);
  // The calls the prefetch started once an earlier answer was in.
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
  const answerOf = <T,>(read: keyof typeof NOTIFICATION_READS) => notifications.find((answer) => answer.endpointName === NOTIFICATION_READS[read].endpointName)?.value as T | undefined;
  const screen = await renderScreen(route.name, <Screen />, `${address.pathname}${address.search}`, {
    store,
    pageAntdStyleMap: request.pageAntdStyleMap,
    ...(user && {
      bar: <SignedInTopBar layout="by-width" role={user.role} account={<AccountName name={user.name ?? null} />} />,
      notifications: (
        <NotificationArea
          items={notificationItems(answerOf<NotificationsResponse>('texts'), answerOf<DisabledEmailNotification[]>('disabledEmails'))}
          onAction={NOTHING_YET}
          onDismissForGood={NOTHING_YET}
        />
      ),
      layoutAnswers: notifications,
    }),
  });
  const head = await route.head?.({ state: store.getState(), params, publicUrl: request.publicUrl });
  if (!head) return screen;
  return { ...screen, head: `${screen.head ?? ''}${headTags(head)}`, ...(head.title !== undefined && { title: head.title }) };
}

/** The notifications' buttons answer once the app has taken over. */
const NOTHING_YET = () => undefined;

/** The session the user's browser holds (no storage here: the store alone keeps it); the refresh token is not sent. */
function signedInUser(store: ReturnType<typeof createScreenStore>, accessToken: string) {
  saveSession(store.dispatch, { token: accessToken, refreshToken: '' });
  const claims = selectSessionClaims(store.getState());
  if (!claims) throw new Error('the access token cannot be read');
  return claims;
}

/** The notification area's reads, as the shell's feed makes them: those answered. */
async function notificationAnswers(serverApiCall: ServerApiCall): Promise<ServerScreenQueryAnswer[]> {
  const reads = Object.values(NOTIFICATION_READS);
  const answers = await Promise.all(reads.map((read) => serverApiCall(`/api/${read.path}`)));
  return reads.flatMap((read, index) => (answers[index].status === 200 ? [{ endpointName: read.endpointName, arg: undefined, value: answers[index].body }] : []));
}

/** The `./server-render` module of a remote's server build: its routes' screens. */
export function routeServerRender(routes: readonly RemoteRoute[]): ServerRenderModule {
  return { renderPage: (request) => renderRouteScreen(routes, request) };
}
