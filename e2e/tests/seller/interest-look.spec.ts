import { test } from '../../fixtures/journey';
import type { ExpressionOfInterest } from '@insolvency/shared-contracts';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { expectScreenLooksRight } from '../../fixtures/look';
import { callApi } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

test("View Interest and a connected party's Interest Detail look right at a phone's and a desktop's width", async ({ page }, testInfo) => {
  await expectScreenLooksRight(page, testInfo, { name: 'seller-view-interest', path: '/user/view-interest', ready: 'View Interest' });
  const interest = await callApi<ExpressionOfInterest[]>(page, 'GET', 'seller/expressed-interest-list');
  // The demo seed declares some expressions connected: the detail's longest version.
  const shown = interest.find((item) => item.connectedParty) ?? interest[0];
  await expectScreenLooksRight(page, testInfo, { name: 'seller-interest-detail', path: `/user/view-interest/${shown.expressionId}`, ready: 'Interest Detail' });
});
