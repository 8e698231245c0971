import { api, saveSession, selectSessionClaims, type RemoteRoute } from '@insolvency/shared-auth';
import type { ServerApiCall, ServerRenderedPage, ServerRenderModule, ServerScreenQueryAnswer, SignedInScreenRequest } from '@insolvency/shared-contracts';
import { NOTIFICATION_READS, type DisabledEmailNotification, type NotificationsResponse } from '@insolvency/shared-contracts/notifications';
import { notificationItems } from '../notification-area';
import { SignedInFrame } from './page-frame';
import { createScreenStore, renderScreen } from './render-screen';

/**
 * A signed-in user's screen of one of `routes` (a remote's route manifest), as the app's first
 * render of it draws it once its first data is in: the route's own prefetch makes its calls,
 * answered by the API server with the user's token (`serverApiCall`), and the screen renders with
 * those answers in its store, in the user's frame (their bar and notifications, whose answers go
 * with the screen's to the app's store). The shell hydrates it like a public screen
 * (shell/src/delivery/server-screen.tsx).
 */
export async function renderSignedInScreen(routes: readonly RemoteRoute[], request: SignedInScreenRequest): Promise<ServerRenderedPage> {
  const route = routes.find((candidate) => candidate.name === request.route);
  if (!route) throw new Error(`this build has no route ${request.route}`);
  const store = createScreenStore(request.serverApiCall);
  // The session the user's browser holds (no storage here: the store alone keeps it); the refresh token is not sent.
  saveSession(store.dispatch, { token: request.accessToken, refreshToken: '' });
  const claims = selectSessionClaims(store.getState());
  if (!claims) throw new Error('the access token cannot be read');
  const address = new URL(request.address, 'http://server-render.invalid');
  route.prefetch?.({ dispatch: store.dispatch, search: address.searchParams });
  const [{ default: Screen }, notifications] = await Promise.all([
    route.load(),
    notificationAnswers(request.serverApiCall),
    ...store.dispatch(api.util.getRunningQueriesThunk()),
  ]);
  const answerOf = <T,>(read: keyof typeof NOTIFICATION_READS) => notifications.find((answer) => answer.endpointName === NOTIFICATION_READS[read].endpointName)?.value as T | undefined;
  return renderScreen(route.name, <Screen />, `${address.pathname}${address.search}`, {
    store,
    pageAntdStyleMap: request.pageAntdStyleMap,
    frame: (
      <SignedInFrame
        role={claims.role}
        name={claims.name ?? null}
        notifications={notificationItems(answerOf<NotificationsResponse>('texts'), answerOf<DisabledEmailNotification[]>('disabledEmails'))}
      />
    ),
    frameAnswers: notifications,
  });
}

/** The notification area's reads, as the shell's feed makes them: those answered. */
async function notificationAnswers(serverApiCall: ServerApiCall): Promise<ServerScreenQueryAnswer[]> {
  const reads = Object.values(NOTIFICATION_READS);
  const answers = await Promise.all(reads.map((read) => serverApiCall(`/api/${read.path}`)));
  return reads.flatMap((read, index) => (answers[index].status === 200 ? [{ endpointName: read.endpointName, arg: undefined, value: answers[index].body }] : []));
}

/** The `./server-render` module of a signed-in area's server build: its routes' screens. */
export function signedInServerRender(routes: readonly RemoteRoute[]): ServerRenderModule {
  return {
    renderPage(request) {
      if (request.page !== 'signed-in-screen') return Promise.reject(new Error(`a signed-in area's server build renders no ${request.page} page`));
      return renderSignedInScreen(routes, request);
    },
  };
}
