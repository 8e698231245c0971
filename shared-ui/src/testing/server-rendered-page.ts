import { SERVER_SCREEN_DATA_ID, type RouteName, type ServerApiCall, type ServerRenderedPage, type ServerRenderRequest, type ServerScreenQueryAnswer } from '@insolvency/shared-contracts';

/** The API as the server answers a server build's calls, by path (200 with the answer listed, else 404): what was asked is recorded. */
export function apiAnswering(answers: Record<string, unknown>): ServerApiCall & { calls: string[] } {
  const calls: string[] = [];
  const call: ServerApiCall = async (path) => {
    calls.push(path);
    const route = path.split('?')[0];
    return route in answers ? { status: 200, body: answers[route] } : { status: 404, body: { message: 'Not found' } };
  };
  return Object.assign(call, { calls });
}

/**
 * The page a remote's server build (`renderPage`) renders for a signed-in user at `address`, its
 * calls answered with `answers`: the markup in an element to read, the calls made, and the answers
 * the page hands the app's store.
 */
export async function renderSignedInPage(
  renderPage: (request: ServerRenderRequest) => Promise<ServerRenderedPage>,
  page: { route: RouteName; address: string; accessToken: string },
  answers: Record<string, unknown>,
) {
  const api = apiAnswering(answers);
  const rendered = await renderPage({ ...page, publicUrl: 'https://market.example', serverApiCall: api });
  const container = document.createElement('div');
  container.innerHTML = rendered.html;
  const answersInPage = JSON.parse(container.querySelector(`script#${SERVER_SCREEN_DATA_ID}`)!.textContent!) as ServerScreenQueryAnswer[];
  return { ...rendered, container, calls: api.calls, answersInPage };
}
