import { homePostsFilter, parseHomePostsView, pathFor, type ScreenForShellPage, type ServerRenderedPage, type VisitorHomeData } from '@insolvency/shared-contracts';
import { sharedApi } from '@insolvency/shared-auth';
import { homeApi } from '../features/home/api/home-api';
import { VisitorHome } from '../features/home/components/visitor-home';
import { createScreenStore, renderScreen } from '@insolvency/shared-ui/server-render';

/**
 * The visitor home's screen (hero, statistics, the first page of posts for the address's region
 * and sector), with the answers of the screen's own calls in its store.
 */
export async function renderVisitorHome(search: string, data: VisitorHomeData, shellPage: ScreenForShellPage): Promise<ServerRenderedPage> {
  const store = createScreenStore();
  const filter = homePostsFilter(parseHomePostsView(new URLSearchParams(search)));
  await Promise.all([
    store.dispatch(homeApi.util.upsertQueryData('publicHomePosts', filter, { posts: data.posts, total: data.total })),
    store.dispatch(homeApi.util.upsertQueryData('publicHomeStats', undefined, data.stats)),
    store.dispatch(sharedApi.util.upsertQueryData('locationSizeLabels', undefined, data.locationSizeLabels)),
    store.dispatch(sharedApi.util.upsertQueryData('categoryLabels', undefined, data.categoryLabels)),
  ]);
  return renderScreen('ConditionalHome', <VisitorHome />, `${pathFor('ConditionalHome')}${search}`, { store, pageAntdStyleMap: shellPage.pageAntdStyleMap });
}
