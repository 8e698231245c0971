// The server build bundles its own antd style cache and router: nothing is shared in Node, and
// neither is ever part of a browser bundle (create-server-render-config.js).
// eslint-disable-next-line no-restricted-imports
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { MemoryRouter } from 'react-router-dom';
import { homePostsFilter, parseHomePostsView, pathFor, type ServerRenderedPage, type VisitorHomeData } from '@insolvency/shared-contracts';
import { apiMiddleware, rootReducer, sharedApi } from '@insolvency/shared-auth';
import { UiProvider } from '@insolvency/shared-ui';
import { homeApi } from '../features/home/api/home-api';
import { VisitorHome } from '../features/home/components/visitor-home';
import { renderToHtml } from './render-to-html';

/**
 * The visitor home's screen (hero, statistics, the first page of posts for the address's region
 * and sector), rendered from the components the browser runs with the answers of the screen's
 * own calls already in its store: nothing is loading, so the markup has the data. Laid out for a
 * desktop window (the server knows no width). `html` starts with antd's style for the markup;
 * `head`, for the document's head, has the build's version and the styles React hoists.
 */
export async function renderVisitorHome(search: string, data: VisitorHomeData): Promise<ServerRenderedPage> {
  const store = configureStore({ reducer: rootReducer, middleware: (getDefault) => getDefault().concat(apiMiddleware) });
  const filter = homePostsFilter(parseHomePostsView(new URLSearchParams(search)));
  await Promise.all([
    store.dispatch(homeApi.util.upsertQueryData('publicHomePosts', filter, { posts: data.posts, total: data.total })),
    store.dispatch(homeApi.util.upsertQueryData('publicHomeStats', undefined, data.stats)),
    store.dispatch(sharedApi.util.upsertQueryData('locationSizeLabels', undefined, data.locationSizeLabels)),
    store.dispatch(sharedApi.util.upsertQueryData('categoryLabels', undefined, data.categoryLabels)),
  ]);
  const styles = createCache();
  const rendered = await renderToHtml(
    <StyleProvider cache={styles}>
      <Provider store={store}>
        <MemoryRouter initialEntries={[`${pathFor('ConditionalHome')}${search}`]}>
          <UiProvider>
            <VisitorHome />
          </UiProvider>
        </MemoryRouter>
      </Provider>
    </StyleProvider>,
  );
  const css = extractStyle(styles, { plain: true });
  // Named in the page, as in a teaser's, so a page tells which deployment rendered it.
  const version = process.env.BUILD_VERSION ? `<meta name="build-version" content="${escapeAttribute(process.env.BUILD_VERSION)}">` : '';
  // React writes the style elements components hoist (UiProvider's link rules) first; in the
  // document's head the app's React finds them and keeps them, while the screen's markup and
  // antd's style for it leave with the pre-render.
  const hoisted = rendered.match(HOISTED_STYLES) ?? [];
  return { html: `${css ? `<style>${css}</style>` : ''}${rendered.replace(HOISTED_STYLES, '')}`, head: `${version}${hoisted.join('')}` };
}

/** React's hoisted style elements (`<style href precedence>` as written by its server renderer). */
const HOISTED_STYLES = /<style data-precedence="[^"]*" data-href="[^"]*">[^<]*<\/style>/g;

function escapeAttribute(text: string): string {
  return text.replace(/[<>&"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
