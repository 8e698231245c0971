import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { ROLES } from '@insolvency/shared-contracts';
import { DEAL_ROOM_MESSAGES, type SellerDealRoom } from '@insolvency/shared-contracts/deal-room';
import { ACCESS_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { SETTINGS_TAB_TEXTS, SettingsTab } from './settings-tab';

let network: FetchStub;
afterEach(() => network.restore());

const room: SellerDealRoom = { postId: 5, ndaRequired: false, nda: null, ndaFrozen: false, packRelease: 'automatic', cddRequired: true, cddOffReason: null, canEdit: true };

function renderTab(shown: SellerDealRoom = room) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role: shown.canEdit ? ROLES.seller : ROLES.admin, sub: '42', name: 'Sam Seller' }));
  render(
    <Provider store={createTestStore()}>
      <SettingsTab room={shown} />
    </Provider>,
  );
}

describe('SettingsTab', () => {
  it('saves the NDA requirement, its text and the release rule', async () => {
    network = stubFetch({
      'GET /api/seller/nda-standard-text': () => ({ status: 200, body: { text: 'Default text.', isDefault: true } }),
      'PUT /api/seller/deal-room': (call) => ({ status: 200, body: { ...room, ndaRequired: true, packRelease: 'on_approval', nda: { version: 1, text: String((call.body as { NdaText: string }).NdaText), fromStandardText: false } } }),
    });
    renderTab();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Buyers must accept a non-disclosure agreement' }));
    await userEvent.type(screen.getByLabelText(/NDA text for this post/), 'Keep it confidential.');
    await userEvent.click(screen.getByRole('radio', { name: 'Only when I approve each buyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save deal room settings' }));
    expect(await screen.findByText(SETTINGS_TAB_TEXTS.settingsSaved)).toBeInTheDocument();
    const [call] = network.callsTo('PUT', '/api/seller/deal-room');
    expect(call.query.get('id')).toBe('5');
    expect(call.body).toEqual({ NdaRequired: true, NdaText: 'Keep it confidential.', PackRelease: 'on_approval', CddRequired: true, CddOffReason: null });
  });

  it("edits the practitioner's standard NDA text in the same place", async () => {
    network = stubFetch({
      'GET /api/seller/nda-standard-text': () => ({ status: 200, body: { text: 'Default text.', isDefault: true } }),
      'PUT /api/seller/nda-standard-text': (call) => ({ status: 200, body: { text: (call.body as { Text: string }).Text, isDefault: false } }),
    });
    renderTab();
    const field = await screen.findByRole('textbox', { name: /Your standard NDA text/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Our text.');
    await userEvent.click(screen.getByRole('button', { name: 'Save standard NDA text' }));
    expect(await screen.findByText(DEAL_ROOM_MESSAGES.standardTextSaved)).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/seller/nda-standard-text')[0].body).toEqual({ Text: 'Our text.' });
  });

  it('Admin reads the settings, with no form', async () => {
    network = stubFetch({});
    renderTab({ ...room, ndaRequired: true, nda: { version: 2, text: 'x', fromStandardText: true }, canEdit: false });
    expect(screen.getByText(/NDA required \(version 2\)/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
