/**
 * The buyer's inbox rendered by remote-buyer's server build for a signed-in deep link, by React's
 * Node renderer (the build's), with jsdom only to read the markup it writes.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { DISMISSIBLE_BANNERS, INBOX_DEFAULT_SORT, INBOX_PAGE_SIZE, ROLES, SERVER_SCREEN_ROOT_ID } from '@insolvency/shared-contracts';
import type { BuyerDealRoom, BuyerOffer, BuyerQuestions, PackDocument } from '@insolvency/shared-contracts/deal-room';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { renderSignedInPage } from '@insolvency/shared-ui/testing';
import { renderPage } from './server-render';

// React's Node renderer schedules its work with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

/** Markup and script breakers, and the quotes that would end an attribute. */
const HOSTILE = `</script><script>alert(1)</script><img src=x onerror=alert(2)>"'&amp;`;

const renderInbox = (answers: Record<string, unknown>, address = '/posting-inbox/') =>
  renderSignedInPage(renderPage, { route: 'PostingInbox', address, accessToken: fakeAccessToken({ role: ROLES.buyer, name: 'Tom Reilly' }) }, answers);

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

describe("the buyer's deal room (/post/:id/deal-room/), from the calls its own prefetch makes", () => {
  const dealRoomPost = buildPost(7, { activityHeading: 'Artisan bakery in Leeds', reference: 'BAK/7' });
  const granted: BuyerDealRoom = {
    postId: 7,
    reference: 'BAK/7',
    ndaRequired: true,
    nda: { version: 2, text: 'Keep the pack confidential.' },
    acceptance: { ndaVersion: 2, fullName: 'Bea Buyer', company: 'Buyer Ltd', position: 'Director', acceptedAt: '2026-11-25T10:30:00.000Z' },
    access: 'granted',
  };
  const accounts: PackDocument = { documentId: 31, title: 'Accounts', sortOrder: 0, fileName: 'accounts.pdf', contentType: 'application/pdf', byteSize: 20480, uploadedAt: '2026-11-20T09:00:00.000Z' };
  const questions: BuyerQuestions = {
    own: [{ questionId: 4, question: 'Are the ovens leased?', askedAt: '2026-11-26T09:00:00.000Z', answer: null, answeredAt: null, published: false }],
    published: [],
  };
  const offer: BuyerOffer = { postId: 7, offersCloseAt: '2027-01-09T12:00:00.000Z', open: true, closedReason: null, offer: null };
  const GRANTED = {
    '/api/allauth/post': dealRoomPost,
    '/api/buyer/deal-room': granted,
    '/api/buyer/pack-documents': [accounts],
    '/api/buyer/deal-room-questions': questions,
    '/api/buyer/deal-room-offer': offer,
    '/api/buyer/deal-room-cdd': { postId: 7, required: false, buyer: null, owners: [], ownersChangedSinceConfirmed: false, missing: [] },
  };
  /** Asked without the post's id: the owners are the buyer's, for every deal room; the countries their Country field offers. */
  const OWNERS = { '/api/buyer/beneficial-owners': [], '/api/label/register?registerBuyer=true': { titleLabels: [], functionLabels: [], countryLabels: [{ code: 'GB', name: 'United Kingdom' }] } };

  const renderDealRoom = (answers: Record<string, unknown>) =>
    renderSignedInPage(renderPage, { route: 'BuyerDealRoom', address: '/post/7/deal-room/', accessToken: fakeAccessToken({ role: ROLES.buyer, name: 'Bea Buyer' }) }, { ...answers, ...NOTIFICATIONS });

  test('with the pack released: the post, the pack, the questions and the offer are drawn, each asked with the post\'s id, and none is loading', async () => {
    const { container, calls, html, answersInPage } = await renderDealRoom({ ...GRANTED, ...OWNERS });
    expect(calls.filter((call) => !call.includes('/allauth/fetch')).sort()).toEqual([...Object.keys(GRANTED).map((path) => `${path}?id=7`), ...Object.keys(OWNERS)].sort());
    expect(container.querySelector('h1')!.textContent).toBe('Deal room');
    expect(container.textContent).toContain('Artisan bakery in Leeds (Ref: BAK/7)');
    expect([...container.querySelectorAll('section h2')].map((heading) => heading.textContent)).toEqual(['Information pack', 'Questions and answers', 'Your details for the practitioner', 'Your offer', 'Beneficial owners', 'Your signed NDA']);
    const section = (id: string) => container.querySelector(`section[aria-labelledby="${id}"]`)!.textContent;
    expect(section('deal-room-pack')).toContain('Accounts');
    expect(section('deal-room-questions')).toContain('Are the ovens leased?');
    expect(section('deal-room-offer')).toContain('Best and final offers by 09 January 2027, 12:00 (London time)');
    expect(html).not.toMatch(/Loading/);
    expect(container.querySelector(`#${SERVER_SCREEN_ROOT_ID}`)!.getAttribute('data-route')).toBe('BuyerDealRoom');
    // Each answer goes to the app's store under the endpoint and argument the screen's hooks use.
    expect(answersInPage).toEqual(
      expect.arrayContaining([
        { endpointName: 'post', arg: 7, value: dealRoomPost },
        { endpointName: 'buyerDealRoom', arg: 7, value: granted },
        { endpointName: 'buyerPackDocuments', arg: 7, value: [accounts] },
        { endpointName: 'buyerQuestions', arg: 7, value: questions },
        { endpointName: 'buyerOffer', arg: 7, value: offer },
      ]),
    );
  });

  test('before the pack is released, only what stands before it is asked and drawn', async () => {
    const awaiting: BuyerDealRoom = { ...granted, access: 'awaiting-approval' };
    const { container, calls } = await renderDealRoom({ ...GRANTED, '/api/buyer/deal-room': awaiting });
    expect(calls.filter((call) => !call.includes('/allauth/fetch')).sort()).toEqual(['/api/allauth/post?id=7', '/api/buyer/deal-room?id=7']);
    expect(container.querySelector('[role="alert"]')!.textContent).toContain('The practitioner releases the information pack to each buyer in turn.');
    expect([...container.querySelectorAll('section h2')].map((heading) => heading.textContent)).toEqual(['Your signed NDA']);
  });
});
