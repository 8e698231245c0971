// @ts-check
// The floors' one screen, as plain React (createElement, so Node renders it for the static floor
// and esbuild bundles it for the React floor without a JSX step): the same rows the product's
// screen shows first (post cards: heading, reference, sale dates, locations, View Detail; or the
// admin users table's rows), with none of the product's machinery.
import { createElement as h } from 'react';

/** The floors' styles, inline in each page: a card grid and a table, near the product's look. */
export const FLOOR_CSS = `
body { margin: 0; font-family: system-ui, sans-serif; background: #f3f5f8; color: #1f2937; }
header { background: #1b3a5c; color: #fff; padding: 20px 24px; font-size: 20px; font-weight: 600; }
main { max-width: 960px; margin: 0 auto; padding: 24px 16px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 450px), 1fr)); gap: 16px; list-style: none; margin: 0; padding: 0; }
.cards > li { display: flex; }
article { width: 100%; background: #fff; border: 1px solid #e5e7eb; border-radius: 8px; padding: 16px; display: flex; flex-direction: column; gap: 8px; }
article h3 { margin: 0; font-size: 16px; }
article p { margin: 0; color: #4b5563; }
.chips { display: flex; flex-wrap: wrap; gap: 4px; list-style: none; margin: 0; padding: 0; }
.chips li { background: #eef2f7; border-radius: 4px; padding: 2px 8px; font-size: 14px; }
table { width: 100%; border-collapse: collapse; background: #fff; }
th, td { text-align: left; padding: 8px; border-bottom: 1px solid #e5e7eb; }
`;

/**
 * @typedef {{ businessId: number, activityHeading: string, reference: string, activeStartDate: string[],
 *             activeEndDate: string[], locations: { locationId: number, description: string }[] }} FloorPost
 * @typedef {{ userId: number, forenames: string, surname: string, emailAddress1: string, company: string,
 *             lastLoginDate: string | null }} FloorUser
 * @typedef {'posts' | 'users'} FloorKind
 */

/** @param {{ post: FloorPost }} props */
function PostCard({ post }) {
  return h(
    'article',
    null,
    h('h3', null, post.activityHeading),
    h('p', null, `Ref: ${post.reference}`),
    h('p', null, `For Sale ${post.activeStartDate[0] ?? ''} to ${post.activeEndDate[0] ?? ''}`),
    h('ul', { className: 'chips', 'aria-label': 'Locations' }, post.locations.map((location) => h('li', { key: location.locationId }, location.description))),
    h('a', { href: `/post/${post.businessId}` }, 'View Detail'),
  );
}

/** @param {{ users: FloorUser[] }} props */
function UsersTable({ users }) {
  return h(
    'table',
    null,
    h('thead', null, h('tr', null, ['Name', 'Email', 'Company', 'Last login'].map((title) => h('th', { key: title }, title)))),
    h(
      'tbody',
      null,
      users.map((user) =>
        h('tr', { key: user.userId }, h('td', null, `${user.forenames} ${user.surname}`), h('td', null, user.emailAddress1), h('td', null, user.company), h('td', null, user.lastLoginDate ?? '')),
      ),
    ),
  );
}

/**
 * The screen of a floor from the answer of the product's own first call.
 * @param {{ kind: FloorKind, title: string, answer: any }} props
 */
export function FloorScreen({ kind, title, answer }) {
  const content =
    kind === 'users'
      ? h(UsersTable, { users: answer.usersList })
      : h('ul', { className: 'cards', 'aria-label': 'Opportunities' }, (Array.isArray(answer) ? answer : answer.posts).map((/** @type {FloorPost} */ post) => h('li', { key: post.businessId }, h(PostCard, { post }))));
  return h('main', null, h('h1', null, title), content);
}
