import type { Page } from '@playwright/test';
import { test } from '../../fixtures/journey';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { describeScreensLookRight } from '../../fixtures/look';
import { callApi } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

interface Ids {
  /** One of the demo seller's live posts, one of their drafts, an invoice and a certificate (a period). */
  live: number;
  draft: number;
  invoice: number;
  certificate: number;
}

/**
 * The seller's screens, with the heading that shows each has loaded. The demo seller's own
 * posts, invoice and certificate are only read here, so journeys beside it are not disturbed.
 */
const SELLER_SCREENS: { name: string; path: (ids: Ids) => string; ready: string }[] = [
  { name: 'seller-live-posts', path: () => '/user/live-posts', ready: 'Live Postings' },
  { name: 'seller-draft-posts', path: () => '/user/draft-posts', ready: 'Posts in a Draft Stage' },
  { name: 'seller-scheduled-posts', path: () => '/user/scheduled-posts', ready: 'Scheduled Posts' },
  { name: 'seller-posting-archive', path: () => '/user/posting-archive', ready: 'Archived Posts' },
  { name: 'seller-add-post', path: () => '/user/add-post', ready: 'Add Post' },
  { name: 'seller-view-interest', path: () => '/user/view-interest', ready: 'View Interest' },
  { name: 'seller-invoices', path: () => '/user/invoices', ready: 'Invoices' },
  { name: 'seller-certificates', path: () => '/user/certificates', ready: 'Certificates' },
  { name: 'seller-invoice', path: (ids) => `/user/invoice/${ids.invoice}`, ready: 'Invoice to' },
  { name: 'seller-certificate', path: (ids) => `/user/certificate/${ids.certificate}`, ready: 'Issued to' },
  { name: 'seller-post-detail', path: (ids) => `/post/${ids.live}`, ready: 'Post Status' },
  { name: 'seller-amend-detail', path: (ids) => `/post/${ids.live}/amend-detail`, ready: 'Amend Post Detail' },
  { name: 'seller-amend-categories', path: (ids) => `/post/${ids.live}/amend-additional-categories`, ready: 'Amend Additional Categories' },
  { name: 'seller-amend-description', path: (ids) => `/post/${ids.live}/amend-description`, ready: 'Amend Description' },
  { name: 'seller-extend', path: (ids) => `/post/${ids.live}/extend`, ready: "Modify Post's End Date" },
  { name: 'seller-withdraw', path: (ids) => `/post/${ids.live}/withdraw`, ready: 'Withdraw Post' },
  { name: 'seller-post-draft', path: (ids) => `/post/${ids.draft}/post-draft`, ready: 'Post Draft' },
  { name: 'seller-email-post', path: (ids) => `/post/${ids.live}/email-post`, ready: 'E-mail Post' },
];

let demoIds: Ids | undefined;

/** The demo seller's ids, read once per worker (this journey only reads them). */
async function demoSellerIds(page: Page): Promise<Ids> {
  if (demoIds) return demoIds;
  await page.goto('/user/live-posts');
  // The seeded post and draft (the lowest ids): other journeys make posts of their own and change them.
  const seeded = (posts: { businessId: number }[]) => posts.reduce((first, post) => (post.businessId < first.businessId ? post : first));
  const live = seeded(await callApi<{ businessId: number }[]>(page, 'GET', 'seller/posts?status=1'));
  const draft = seeded(await callApi<{ businessId: number }[]>(page, 'GET', 'seller/posts?status=7'));
  const [invoice] = await callApi<{ invoiceId: number }[]>(page, 'GET', 'seller/invoice-list');
  const [certificate] = await callApi<{ periodId: number }[]>(page, 'GET', 'seller/certificate-list');
  demoIds = { live: live.businessId, draft: draft.businessId, invoice: invoice.invoiceId, certificate: certificate.periodId };
  return demoIds;
}

describeScreensLookRight(
  test,
  'seller',
  SELLER_SCREENS.map((screen) => ({ ...screen, path: async (page: Page) => screen.path(await demoSellerIds(page)) })),
);
