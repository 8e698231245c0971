// @ts-check
// The stack floor's whole script: the design card's shared stack and nothing of ours. One bundle
// of react-dom, react-router's data router, a Redux store with an RTK Query API slice (one
// endpoint: the screen's first call, with the stored token, as the product makes it), react-redux,
// antd and the federation runtime started as a host (no remotes), drawing the same rows as the
// other floors with antd's components. Bundled by floor-server.mjs.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider } from 'react-redux';
import { createInstance } from '@module-federation/runtime';
// Each component from its own module, as a tree-shaking bundler leaves antd's index (esbuild keeps
// every module the index names).
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';

/* global STACK_FLOOR_KIND */
// Which rows, fixed when bundled (floor-server.mjs): a cards page carries no table code, as the
// product's cards screens do not.
const KIND = /** @type {'posts' | 'users'} */ (STACK_FLOOR_KIND);
/** Folded away when bundled for cards (the define makes the test a constant). */
const UsersTable = STACK_FLOOR_KIND === 'users' ? Table : null;
const root = /** @type {HTMLElement} */ (document.getElementById('root'));
const { call = '', title = '', tokenKey = '' } = root.dataset;

createInstance({ name: 'stack_floor', remotes: [] });

const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    prepareHeaders: (headers) => {
      const token = tokenKey ? window.localStorage.getItem(tokenKey) : null;
      if (token) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  endpoints: (build) => ({ firstCall: build.query({ query: () => call }) }),
});
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });

/** @param {{ post: import('./floor-screen.mjs').FloorPost }} props */
function PostCard({ post }) {
  return h(
    Card,
    { style: { width: '100%' } },
    h(Typography.Title, { level: 3, style: { fontSize: 16, marginTop: 0 } }, post.activityHeading),
    h(Typography.Paragraph, null, `Ref: ${post.reference}`),
    h(Typography.Paragraph, null, `For Sale ${post.activeStartDate[0] ?? ''} to ${post.activeEndDate[0] ?? ''}`),
    h(Flex, { wrap: true, gap: 4, 'aria-label': 'Locations' }, post.locations.map((location) => h(Tag, { key: location.locationId }, location.description))),
    h(Button, { type: 'link', href: `/post/${post.businessId}` }, 'View Detail'),
  );
}

const USER_COLUMNS = [
  { title: 'Name', key: 'name', render: (/** @type {any} */ _, /** @type {any} */ user) => `${user.forenames} ${user.surname}` },
  { title: 'Email', dataIndex: 'emailAddress1', key: 'email' },
  { title: 'Company', dataIndex: 'company', key: 'company' },
  { title: 'Last login', dataIndex: 'lastLoginDate', key: 'lastLogin' },
];

function Screen() {
  const { data } = api.endpoints.firstCall.useQuery(undefined);
  const content = !data
    ? null
    : KIND === 'users'
      ? h(/** @type {typeof Table} */ (UsersTable), { rowKey: 'userId', columns: USER_COLUMNS, dataSource: data.usersList, pagination: false })
      : h(
          'ul',
          { className: 'cards', 'aria-label': 'Opportunities' },
          (Array.isArray(data) ? data : data.posts).map((/** @type {any} */ post) => h('li', { key: post.businessId }, h(PostCard, { post }))),
        );
  return h('main', null, h(Typography.Title, { level: 1 }, title), content);
}

const router = createBrowserRouter([{ path: '*', element: h(Screen) }]);
createRoot(root).render(h(Provider, { store }, h(RouterProvider, { router })));
