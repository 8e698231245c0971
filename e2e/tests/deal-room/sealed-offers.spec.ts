import { readFile } from 'node:fs/promises';
import { toLondonDateTime } from '@insolvency/shared-contracts';
import { expect, test } from '../../fixtures/journey';
import { makeGoingConcernOffer } from '../../fixtures/deal-room-offer';
import { DEMO_PASSWORD, storageStatePath } from '../../fixtures/demo-accounts';
import { callApi, createDraft, londonDate, postDraft } from '../../fixtures/seller-posts';
import { answerDaysLater } from '../../fixtures/test-clock';
// The server's reader of PDFKit text (the evidence embeds its font), as the NDA journey reads it.
import { pdfkitText } from '../../../server/test/pdfkit-text';

// Two buyers and a seller in browser contexts of their own (their screens are not scanned, so the
// limit does not grow by the scans): on CI's two busy cores it takes most of the config's 90 s
// limit when the NDA journeys run beside it.
test.setTimeout(180_000);

// A seeded buyer who bids through the API beside the demo buyer (server/src/seed/demo-accounts.ts).
const SECOND_BUYER = { Email: 'david.evans@example.com', Password: DEMO_PASSWORD };
const DAY_MS = 24 * 60 * 60 * 1000;

test('two buyers offer before a closing date; the seller sees "2 offers" only, then (test clock) the register, accepts one and marks the post Sold (issue 32)', async ({ browser, request }) => {
  const seller = await browser.newContext({ storageState: storageStatePath('seller') });
  const sellerPage = await seller.newPage();
  await sellerPage.goto('/user/live-posts');
  const post = await createDraft(sellerPage, 'Bakery for offers');
  await postDraft(sellerPage, post.id, londonDate(0), londonDate(27));

  // The seller asks for best and final offers by tomorrow, London time, on the deal room's Offers tab.
  await sellerPage.goto(`/post/${post.id}/manage-deal-room?tab=offers`);
  const offers = sellerPage.getByRole('tabpanel', { name: 'Offers' });
  await offers.getByLabel('Closing date and time for offers').fill(toLondonDateTime(new Date(Date.now() + DAY_MS)));
  await offers.getByRole('button', { name: 'Save closing date' }).click();
  await expect(offers.getByText(/^No offers yet — sealed until \d{2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}$/)).toBeVisible();

  // The demo buyer expresses interest (the post needs no NDA: the room opens at once) and makes an offer in its deal room.
  const buyer = await browser.newContext({ storageState: storageStatePath('buyer') });
  const page = await buyer.newPage();
  await page.goto(`/post/${post.id}`);
  await callApi(page, 'POST', `buyer/express-interest?id=${post.id}`, { ExpressInterestText: 'We run three bakeries.', ConnectedParty: false });
  await page.reload();
  await page.getByRole('link', { name: 'Deal room: no documents yet' }).click();
  // The deal room requires customer due diligence (the default): the buyer gives their part before
  // an offer; the offer panel points to it (issue 56), and its link leads to the form.
  const offerRegion = page.getByRole('region', { name: 'Your offer' });
  await expect(offerRegion.getByText(/^Before you make an offer, give the practitioner your details/)).toBeVisible();
  await expect(offerRegion.getByRole('form', { name: 'Make an offer' })).toHaveCount(0);
  await offerRegion.getByRole('link', { name: 'Go to your details for the practitioner' }).click();
  await expect(page).toHaveURL(/#deal-room-cdd$/);
  const cdd = page.getByRole('form', { name: 'Your details for the practitioner' });
  await cdd.getByLabel(/Where the money for the purchase comes from/).selectOption('trading_income');
  await cdd.getByLabel(/In your words/).fill('Retained profits of our three bakeries.');
  await cdd.getByRole('radio', { name: 'No', exact: true }).check();
  await cdd.getByRole('checkbox', { name: /are complete and correct/ }).check();
  await cdd.getByRole('button', { name: 'Save my details' }).click();
  await expect(cdd.getByText('Your details for the practitioner were saved.')).toBeVisible();
  await makeGoingConcernOffer(page, '250000');
  await expect(page.getByRole('list', { name: "Your offer's versions" })).toContainText('Version 1 (current): £250,000.00');
  await buyer.close();

  // A second buyer offers through the API.
  const login = await request.post('/api/login', { data: SECOND_BUYER });
  expect(login.status(), await login.text()).toBe(200);
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const interest = await request.post(`/api/buyer/express-interest?id=${post.id}`, { headers, data: { ExpressInterestText: 'We buy bakery equipment.', ConnectedParty: false } });
  expect(interest.status(), await interest.text()).toBe(200);
  const secondPart = await request.put(`/api/buyer/deal-room-cdd?id=${post.id}`, { headers, data: { SourceOfFunds: 'bank_loan', FundsStatement: 'An asset finance facility from our bank.', PoliticallyExposed: false, ConfirmOwners: true } });
  expect(secondPart.status(), await secondPart.text()).toBe(200);
  const second = await request.post(`/api/buyer/deal-room-offer?id=${post.id}`, { headers, data: { Amount: '180000', Scope: 'assets', NamedAssets: 'Ovens and two vans', Funding: 'debt', ConnectedParty: true } });
  expect(second.status(), await second.text()).toBe(200);

  // The practitioner's part of the customer due diligence, whose offer is accepted below (issue 56: no acceptance while it is incomplete).
  const bearerOf = async (Email: string) => {
    const signedIn = await request.post('/api/login', { data: { Email, Password: DEMO_PASSWORD } });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    return { authorization: `Bearer ${((await signedIn.json()) as { token: string }).token}` };
  };
  const sellerHeaders = await bearerOf('seller@example.com');
  // The practitioner's part for each bidder (the Buyers table's ids; only the demo buyer's record is then complete).
  const bidders = (await (await request.get(`/api/seller/deal-room-cdd-statuses?id=${post.id}`, { headers: sellerHeaders })).json()) as { buyerId: number }[];
  for (const { buyerId: cddBuyerId } of bidders) {
    const practitionerPart = await request.put(`/api/seller/deal-room-cdd?id=${post.id}`, {
      headers: sellerHeaders,
      data: { BuyerId: cddBuyerId, IdentityMethod: 'electronic', IdentityDocument: 'passport', IdentityVerifiedOn: londonDate(0), IdentityVerifiedBy: 'Sam Seller', FundsEvidence: 'Management accounts seen', RiskRating: 'low', RiskReasons: 'UK trading company, funds explained' },
    });
    expect(practitionerPart.status(), await practitionerPart.text()).toBe(200);
  }

  // Sealed: the seller sees how many, never what.
  await sellerPage.reload();
  const sealed = sellerPage.getByRole('tabpanel', { name: 'Offers' });
  await expect(sealed.getByText(/^2 offers — sealed until /)).toBeVisible();
  await expect(sealed.getByRole('list', { name: 'Offer register' })).toHaveCount(0);
  await expect(sealed).not.toContainText('£250,000.00');

  // Two days later (the test clock) the offers are open: the register, highest first.
  await answerDaysLater(sellerPage, 2);
  await sellerPage.reload();
  const open = sellerPage.getByRole('tabpanel', { name: 'Offers' });
  await expect(open.getByText(/^2 offers — offers closed at /)).toBeVisible();
  const register = open.getByRole('list', { name: 'Offer register' });
  await expect(register.getByRole('listitem', { name: /^Offer of / })).toHaveCount(2);
  const evans = register.getByRole('listitem', { name: 'Offer of David Evans' });
  await expect(evans).toContainText('£180,000.00');
  await expect(evans).toContainText('Ovens and two vans');
  const chosen = register.getByRole('listitem', { name: /^Offer of / }).filter({ hasText: '£250,000.00' });
  const downloading = sellerPage.waitForEvent('download');
  await open.getByRole('button', { name: 'Download register (CSV)' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/^offer-register-.+\.csv$/);

  // The seller accepts the higher offer with a word to the other bidder, then marks the post Sold.
  await chosen.getByRole('button', { name: /^Accept the offer of / }).click();
  const dialog = sellerPage.getByRole('dialog');
  await dialog.getByLabel(/Message to the other bidders/).fill('Thank you for your offer; another bid was accepted.');
  await dialog.getByRole('button', { name: 'Accept offer' }).click();
  await expect(open.getByText(/^Offer accepted on /)).toBeVisible();
  await expect(chosen).toContainText('Accepted');

  // The post's SIP 16 evidence lists the offers: how many, their range, the connected party and the one accepted.
  await sellerPage.goto(`/post/${post.id}`);
  const evidenceDownload = sellerPage.waitForEvent('download');
  await sellerPage.getByRole('region', { name: 'Marketing Evidence' }).getByRole('button', { name: 'SIP 16 evidence (PDF)' }).click();
  const evidence = pdfkitText(await readFile((await (await evidenceDownload).path()) as string));
  expect(evidence).toContain('Offers received 2, from £180,000.00 to £250,000.00');
  expect(evidence).toContain('Offers from connected parties 1 of 2');
  expect(evidence).toMatch(/Offer accepted £250,000\.00, accepted on /);
  await sellerPage.getByRole('button', { name: 'Mark as Sold' }).click();
  await sellerPage.getByRole('dialog').getByRole('button', { name: 'Mark as Sold' }).click();
  await expect(sellerPage.getByText('Your post has been marked as Sold.')).toBeVisible();
  await seller.close();
});
