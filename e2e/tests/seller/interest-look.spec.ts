import { test } from '@playwright/test';
import type { ExpressionOfInterest } from '@insolvency/shared-contracts';
import { storageStatePath } from '../../fixtures/demo-accounts';
import { LOOK_WIDTHS, expectScreenLooksRight } from '../../fixtures/look';
import { callApi } from '../../fixtures/seller-posts';

test.use({ storageState: storageStatePath('seller') });

for (const width of LOOK_WIDTHS) {
  test.describe(`the practitioner's interest screens at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('View Interest and a connected party\'s Interest Detail look right', async ({ page }, testInfo) => {
      await expectScreenLooksRight(page, testInfo, { name: 'seller-view-interest', path: '/user/view-interest', ready: 'View Interest' }, width);
      const interest = await callApi<ExpressionOfInterest[]>(page, 'GET', 'seller/expressed-interest-list');
      // The demo seed declares some expressions connected: the detail's longest version.
      const shown = interest.find((item) => item.connectedParty) ?? interest[0];
      await expectScreenLooksRight(page, testInfo, { name: 'seller-interest-detail', path: `/user/view-interest/${shown.expressionId}`, ready: 'Interest Detail' }, width);
    });
  });
}
