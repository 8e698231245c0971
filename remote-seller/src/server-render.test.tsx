/**
 * The seller's deal room rendered by remote-seller's server build for a signed-in deep link, by
 * React's Node renderer (the build's), with jsdom only to read the markup it writes.
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
import { setImmediate } from 'node:timers';
import { ROLES, SERVER_SCREEN_ROOT_ID } from '@insolvency/shared-contracts';
import type { BuyerScreeningStatus, CddStatus, DealRoomBuyer, DealRoomSummary, SellerDealRoom, StandardNdaText } from '@insolvency/shared-contracts/deal-room';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { fakeAccessToken } from '@insolvency/shared-auth/testing';
import { renderSignedInPage } from '@insolvency/shared-ui/testing';
import { BUYER_CARDS_CLASS, BUYER_LAYOUT_RULES, BUYER_TABLE_CLASS } from './features/deal-room-workspace/components/buyers-tab';
import { renderPage } from './server-render';

// React's Node renderer schedules its work with setImmediate, which jsdom's globals leave out.
Object.assign(globalThis, { setImmediate });

const post = buildPost(5, { activityHeading: 'Bakery in Leeds' });
const room: SellerDealRoom = { postId: 5, ndaRequired: true, nda: { version: 1, text: 'Keep it.', fromStandardText: false }, ndaFrozen: false, packRelease: 'automatic', cddRequired: true, cddOffReason: null, canEdit: true };
const summary: DealRoomSummary = { postId: 5, buyers: 1, buyersWithAccess: 1, buyersAwaitingApproval: 0, documents: 3, unansweredQuestions: 1, offersIn: 0, offersCloseAt: null, offersSealed: false };
/** A buyer the pack is released to, with no signature on record and no offer. */
const buyer: DealRoomBuyer = { buyerId: 9, forenames: 'Bea', surname: 'Buyer', company: 'Buyer Ltd', email: 'bea@example.com', interestExpressedAt: '2026-11-20T09:00:00.000Z', acceptance: null, access: 'granted', approvedAt: '2026-11-21T09:00:00.000Z', revokedAt: null };
const ANSWERS = {
  '/api/allauth/post': post,
  '/api/seller/deal-room': room,
  '/api/seller/deal-room-summary': summary,
  '/api/seller/deal-room-buyers': [buyer],
  // The Checks column's statuses: the server draws them, so hydration changes nothing in the table.
  '/api/seller/deal-room-screening-statuses': [{ buyerId: 9, status: 'clear' }] satisfies BuyerScreeningStatus[],
  '/api/seller/deal-room-cdd-statuses': [{ buyerId: 9, status: 'complete', missing: [] }] satisfies CddStatus[],
};

test("the deal room opens on its buyers, under the post's heading and the counts, from the calls its own prefetch makes with the post's id", async () => {
  const { container, calls, html, head, answersInPage } = await renderSignedInPage(
    renderPage,
    { route: 'ManageDealRoom', address: '/post/5/manage-deal-room', accessToken: fakeAccessToken({ role: ROLES.seller, name: 'Sam Seller' }) },
    ANSWERS,
  );

  expect(calls.filter((call) => !call.includes('/allauth/fetch')).sort()).toEqual(Object.keys(ANSWERS).map((path) => `${path}?id=5`).sort());
  expect(container.querySelector('h1')!.textContent).toBe('Deal Room');
  expect(container.textContent).toContain('Bakery in Leeds');
  expect(container.textContent).toContain('1 of 1 buyer');
  expect(container.textContent).toContain('CDD complete');
  expect(container.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Buyers');
  expect(container.querySelector('[role="tabpanel"]')!.textContent).toContain('Bea Buyer');
  expect(html).not.toMatch(/Loading/);
  // The buyers as a table and as cards, and in the head the rules that show one by the width: a phone's
  // first paint of this page is the cards, as the app draws them after.
  expect(container.querySelector('table[aria-label="Buyers in the deal room"]')!.closest(`.${BUYER_TABLE_CLASS}`)).not.toBeNull();
  expect(container.querySelector('ul[aria-label="Buyers in the deal room"]')!.closest(`.${BUYER_CARDS_CLASS}`)!.textContent).toContain('Bea Buyer');
  expect(head).toContain(`<style data-precedence="${BUYER_CARDS_CLASS}" data-href="${BUYER_CARDS_CLASS}">${BUYER_LAYOUT_RULES}</style>`);
  expect(container.querySelector(`#${SERVER_SCREEN_ROOT_ID}`)!.getAttribute('data-route')).toBe('ManageDealRoom');
  expect(answersInPage.map((answer) => [answer.endpointName, answer.arg])).toEqual(
    expect.arrayContaining([
      ['post', 5],
      ['sellerDealRoomSummary', 5],
      ['sellerDealRoom', 5],
      ['sellerDealRoomBuyers', 5],
    ]),
  );
});

test("the settings tab: the post's settings and, for the seller who may edit them, their standard NDA text; the buyers are not asked for", async () => {
  const standard: StandardNdaText = { text: 'Our standard terms of confidentiality.', isDefault: false };
  const { container, calls, html } = await renderSignedInPage(
    renderPage,
    { route: 'ManageDealRoom', address: '/post/5/manage-deal-room?tab=settings', accessToken: fakeAccessToken({ role: ROLES.seller, name: 'Sam Seller' }) },
    { ...ANSWERS, '/api/seller/nda-standard-text': standard },
  );
  expect(calls.filter((call) => !call.includes('/allauth/fetch')).sort()).toEqual(['/api/allauth/post?id=5', '/api/seller/deal-room-summary?id=5', '/api/seller/deal-room?id=5', '/api/seller/nda-standard-text']);
  expect(container.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Settings');
  expect(container.querySelector('section[aria-labelledby="deal-room-standard-text"] textarea')!.textContent).toBe(standard.text);
  expect(html).not.toMatch(/Loading/);
});

test("Post Draft: the draft's posting form, its dates at their defaults, from the post its prefetch asks for", async () => {
  const draft = buildPost(7, { activityHeading: 'Mill in Halifax', siteStatus: 'Draft' });
  const { container, calls, html } = await renderSignedInPage(
    renderPage,
    { route: 'PostDraft', address: '/post/7/post-draft', accessToken: fakeAccessToken({ role: ROLES.seller, name: 'Sam Seller' }) },
    { '/api/allauth/post': draft },
  );
  expect(calls.filter((call) => !call.includes('/allauth/fetch'))).toEqual(['/api/allauth/post?id=7']);
  expect(container.querySelector('h1')!.textContent).toBe('Post Draft');
  expect(container.textContent).toContain('Mill in Halifax');
  const form = container.querySelector('form[aria-label="Posting period"]')!;
  expect(form.querySelector<HTMLInputElement>('#posting-start')!.value).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}$/);
  expect(form.querySelector<HTMLInputElement>('#posting-end')!.value).toMatch(/^\d{2} [A-Z][a-z]+ \d{4}$/);
  expect(html).not.toMatch(/Loading/);
});
