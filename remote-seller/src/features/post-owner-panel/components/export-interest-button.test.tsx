import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { interestExportFileName, londonToday, ROLES } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { ExportInterestButton } from './export-interest-button';

let network: FetchStub;
afterEach(() => {
  network.restore();
  jest.restoreAllMocks();
});

function renderButton() {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: ROLES.seller, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <ExportInterestButton post={{ businessId: 5, reference: 'BAK/1' }} />
    </Provider>,
  );
}

describe('ExportInterestButton', () => {
  it('downloads the CSV with the bearer token, named by the reference and the date', async () => {
    network = stubFetch({ 'PATCH /api/seller/export-expressions-of-interest': () => ({ status: 200, body: 'Date Expressed' }) });
    const saved: { name: string; href: string }[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, href: this.href });
    });
    URL.createObjectURL = jest.fn(() => 'blob:csv-5');
    URL.revokeObjectURL = jest.fn();
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await screen.findByRole('button', { name: 'Export' });
    expect(saved).toEqual([{ name: interestExportFileName('BAK/1', londonToday()), href: 'blob:csv-5' }]);
    const [call] = network.callsTo('PATCH', '/api/seller/export-expressions-of-interest');
    expect(call.query.get('id')).toBe('5');
    expect(call.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it("says why when the export fails", async () => {
    network = stubFetch({ 'PATCH /api/seller/export-expressions-of-interest': () => ({ status: 404, body: { message: 'This post does not exist or is not available.' } }) });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This post does not exist or is not available.');
  });
});
