import { parseId } from '@insolvency/shared-contracts';
import { postApi, type RoutePrefetchContext } from '@insolvency/shared-auth';

/**
 * The post a `PostFrame` screen loads, asked for while the screen's code loads. A call at the
 * route's own address also makes the screen one the server renders for a deep link
 * (`routesServerRendered`): its form is there before the app.
 */
export function prefetchFramedPost({ dispatch, params }: RoutePrefetchContext): void {
  const id = parseId(params.id);
  if (id !== null) dispatch(postApi.util.prefetch('post', id, {}));
}
