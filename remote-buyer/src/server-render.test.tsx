/**
 * The buyer's inbox rendered by remote-buyer's server build for a signed-in deep link, by React's
 * Node renderer (the build's), with jsdom only to read the markup it writes.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { DISMISSIBLE_BANNERS, INBOX_DEFAULT_SORT, INBOX_PAGE_SIZE, ROLES, SERVER_SCREEN_DATA_ID, SERVER_SCREEN_ROOT_ID, type ServerApiCall, type ServerScreenQueryAnswer } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { renderPage } from './server-render';

// React's Node renderer schedules its work with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

/** Markup and script breakers, and the quotes that would end an attribute. */
const HOSTILE = `</script><script>alert(1)</script><img src=x onerror=alert(2)>"'&amp;`;

/** The API as the server answers the build's calls, by path: what was asked is recorded. */
function apiAnswering(answers: Record<string, unknown>): ServerApiCall & { calls: string[] } {
  const calls: string[] = [];
  const call: ServerApiCall = async (path) => {
    calls.push(path);
    const route = path.split('?')[0];
    return route in answers ? { status: 200, body: answers[route] } : { status: 404, body: { message: 'Not found' } };
  };
  return Object.assign(call, { calls });
}

async function renderInbox(answers: Record<string, unknown>, address = '/posting-inbox/') {
  const api = apiAnswering(answers);
  const page = await renderPage({
    route: 'PostingInbox',
    address,
    accessToken: fakeAccessToken({ role: ROLES.buyer, name: 'Tom Reilly' }),
    publicUrl: 'https://market.example',
    serverApiCall: api,
  });
  const container = document.createElement('div');
  container.innerHTML = page.html;
  const answersInPage = JSON.parse(container.querySelector(`script#${SERVER_SCREEN_DATA_ID}`)!.textContent!) as ServerScreenQueryAnswer[];
  return { ...page, container, calls: api.calls, answersInPage };
}

const posts = [buildPost(7, { activityHeading: 'Bakery chain in Leeds', reference: 'LEEDS-7' }), buildPost(8, { activityHeading: 'Print works in Hull' })];
const INBOX = {
  '/api/buyer/posts-by-criteria': { posts, total: 2, page: 1, pageSize: INBOX_PAGE_SIZE },
  '/api/buyer/optional-criteria-set': { optionalCriteriaSet: true },
};
const NOTIFICATIONS = {
  '/api/allauth/fetchNotifications': ['Invoices are payable within 14 days of receipt.'],
  '/api/allauth/fetchDisabledEmailsNotification': [{ title: 'Mail to tom@example.com bounced', text: 'We cannot reach this address.', actionName: 'removebounceorblock1', actionLabel: 'Try it again' }],
};

test("the inbox is drawn with the buyer's posts, from the calls its own prefetch makes, under the buyer's top bar", async () => {
  const { container, calls, html } = await renderInbox(INBOX);
  expect(calls.map((call) => call.split('?')[0]).sort()).toEqual([...Object.keys(INBOX), ...Object.keys(NOTIFICATIONS)].sort());
  expect(container.querySelector('h1')!.textContent).toBe('Your Posting Inbox');
  expect([...container.querySelectorAll('article h2')].map((heading) => heading.textContent)).toEqual(['Bakery chain in Leeds', 'Print works in Hull']);
  expect(container.textContent).toContain('Ref: LEEDS-7');
  expect(html).not.toMatch(/Loading/);
  const bar = container.querySelector('header')!;
  expect(bar.textContent).toContain('Tom Reilly');
  expect([...bar.querySelectorAll('a')].map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual(['Insolvency Marketplace', 'Search opportunities', 'Help']);
  expect(container.querySelector(`#${SERVER_SCREEN_ROOT_ID}`)!.getAttribute('data-route')).toBe('PostingInbox');
});

test("the user's notifications are drawn above the screen as the app's layout draws them, and their answers go with the screen's", async () => {
  const { container, answersInPage } = await renderInbox({ ...INBOX, ...NOTIFICATIONS });
  const notifications = container.querySelector('section[aria-label="Notifications"]')!;
  expect(notifications.compareDocumentPosition(container.querySelector('h1')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect([...notifications.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
    'Mail to tom@example.com bouncedWe cannot reach this address.Try it again',
    'Invoices are payable within 14 days of receipt.Do not show above message again',
  ]);
  expect(answersInPage).toEqual(
    expect.arrayContaining([
      { endpointName: 'accountNotifications', value: NOTIFICATIONS['/api/allauth/fetchNotifications'] },
      { endpointName: 'accountDisabledEmailNotifications', value: NOTIFICATIONS['/api/allauth/fetchDisabledEmailsNotification'] },
    ]),
  );
});

test("the answers go in the page by endpoint and the arguments the screen's hooks use, for the app's store", async () => {
  const { answersInPage } = await renderInbox(INBOX);
  expect(answersInPage).toEqual(
    expect.arrayContaining([
      { endpointName: 'buyerPostsByCriteria', arg: { page: 1, pageSize: INBOX_PAGE_SIZE, sort: INBOX_DEFAULT_SORT, direction: 'desc' }, value: INBOX['/api/buyer/posts-by-criteria'] },
      { endpointName: 'buyerOptionalCriteriaSet', value: INBOX['/api/buyer/optional-criteria-set'] },
    ]),
  );
});

test("markup in a post's heading is shown as text and stays inside the data", async () => {
  const { container, html } = await renderInbox({ ...INBOX, '/api/buyer/posts-by-criteria': { posts: [buildPost(9, { activityHeading: HOSTILE })], total: 1, page: 1, pageSize: INBOX_PAGE_SIZE } });
  expect(container.querySelectorAll('script')).toHaveLength(1);
  expect(container.querySelectorAll('img')).toHaveLength(0);
  expect(container.querySelector('article h2')!.textContent).toBe(HOSTILE);
  expect(html.match(/<\/script>/g)).toHaveLength(1);
});

test('the optional-criteria banner of a buyer who set none is drawn, with the rule that hides it where the page found it dismissed on the device', async () => {
  const { container, head } = await renderInbox({ ...INBOX, '/api/buyer/optional-criteria-set': { optionalCriteriaSet: false } });
  const banner = container.querySelector('.im-optional-criteria-banner')!;
  expect(banner.getAttribute('role')).toBe('alert');
  expect(banner.textContent).toContain('You have not set any optional criteria.');
  expect(head).toContain(`html[${DISMISSIBLE_BANNERS.optionalCriteria.htmlAttribute}] .im-optional-criteria-banner{display:none}`);
  expect(container.querySelector('style')?.textContent ?? '').not.toContain('im-optional-criteria-banner');
});

test('a failed call renders the screen as the app would with that answer, not a server error', async () => {
  const { container } = await renderInbox({ '/api/buyer/optional-criteria-set': { optionalCriteriaSet: true } });
  expect(container.querySelector('h1')!.textContent).toBe('Your Posting Inbox');
  expect(container.querySelectorAll('article')).toHaveLength(0);
});
