import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import { fails, ok, renderBuyerScreen } from '../../../testing/render-buyer-screen';
import { AmendAssetPreferences, AmendCategoryPreferences, AmendEmailPreferences, AmendKeywordPreferences, AmendLocationSizePreferences } from './preference-screens';

let network: FetchStub;
afterEach(() => {
  network.restore();
  jest.useRealTimers();
});
beforeEach(() => localStorage.clear());

const LABELS = {
  'GET /api/label/location-size': ok({
    locationLabels: [
      { locationId: 1, description: 'London' },
      { locationId: 2, description: 'Wales' },
    ],
    turnoverLabels: [{ turnoverId: 2, description: 'Up to £250,000' }],
    employeeLabels: [{ employeesId: 3, description: '6 to 10' }],
  }),
  'GET /api/label/nestedcategories': ok({
    categoryLabels: [
      { categoryId: 100, description: 'Manufacturing', childCategories: [{ categoryId: 101, description: 'Food and drink production' }, { categoryId: 102, description: 'Textiles' }] },
      { categoryId: 200, description: 'Retail', childCategories: [] },
    ],
  }),
  'GET /api/label/assets': ok({ assetLabels: [{ assetId: 1, description: 'Freehold property' }, { assetId: 2, description: 'Stock' }] }),
};

describe('AmendLocationSizePreferences', () => {
  it("refuses an empty list with 'Could Not Save Due to Empty Fields'; saves and shows the server's message", async () => {
    const user = userEvent.setup({ delay: null });
    network = renderBuyerScreen('/user/location-size', '/user/location-size', <AmendLocationSizePreferences />, {
      ...LABELS,
      'GET /api/buyer/location-size-preferences': ok({ locations: [1], turnover: [2], employees: [3] }),
      'PUT /api/buyer/location-size-preferences': ok({ message: 'Location and size preferences saved' }),
    });
    expect(await screen.findByRole('checkbox', { name: 'London' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/user/categories');

    await user.click(screen.getByRole('checkbox', { name: 'Any Employees' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Could Not Save Due to Empty Fields')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/location-size-preferences')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'Any Employees' }));
    await user.click(screen.getByRole('checkbox', { name: 'Any Location' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Location and size preferences saved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/location-size-preferences')[0].body).toEqual({ Locations: [1, 2], Turnovers: [2], Employees: [3] });
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup({ delay: null });
    network = renderBuyerScreen('/user/location-size', '/user/location-size', <AmendLocationSizePreferences />, {
      ...LABELS,
      'GET /api/buyer/location-size-preferences': ok({ locations: [1], turnover: [2], employees: [3] }),
      'PUT /api/buyer/location-size-preferences': fails(400, 'Location is not one of the choices offered: 1'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Location is not one of the choices offered: 1')).toBeInTheDocument();
  });

  it('a failed load offers a retry', async () => {
    network = renderBuyerScreen('/user/location-size', '/user/location-size', <AmendLocationSizePreferences />, {
      ...LABELS,
      'GET /api/buyer/location-size-preferences': fails(503, 'Down for a moment.'),
    });
    expect(await screen.findByText('Down for a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});

describe('AmendCategoryPreferences', () => {
  it('a parent sector chooses its children; parents in two columns; saved', async () => {
    const user = userEvent.setup({ delay: null });
    network = renderBuyerScreen('/user/categories', '/user/categories', <AmendCategoryPreferences />, {
      ...LABELS,
      'GET /api/buyer/category-preferences': ok({ categories: [] }),
      'PUT /api/buyer/category-preferences': ok({ message: 'Category preferences saved' }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Manufacturing' }));
    expect(screen.getByRole('checkbox', { name: 'Textiles' })).toBeChecked();
    expect(screen.getByTestId('category-columns').children).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Category preferences saved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/category-preferences')[0].body).toEqual({ Categories: [100, 101, 102] });
  });
});

describe('AmendKeywordPreferences', () => {
  it('at most 1000 characters; the saved message goes after 2.8 s', async () => {
    network = renderBuyerScreen('/user/keywords', '/user/keywords', <AmendKeywordPreferences />, {
      'GET /api/buyer/keywords': ok({ keywords: 'bakery' }),
      'PUT /api/buyer/keywords': ok({ message: 'Keyword preferences saved' }),
    });
    const field = await screen.findByLabelText(/Keywords/);
    expect(field).toHaveValue('bakery');
    const user = userEvent.setup({ delay: null });
    await user.clear(field);
    await user.click(field);
    await user.paste('k'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Keywords cannot be longer than 1000 characters')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/keywords')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'foundry, mill');
    jest.useFakeTimers({ advanceTimers: true });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Keyword preferences saved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/keywords')[0].body).toEqual({ Keywords: 'foundry, mill' });
    act(() => jest.advanceTimersByTime(2800));
    await waitFor(() => expect(screen.queryByText('Keyword preferences saved')).not.toBeInTheDocument());
  });
});

describe('AmendAssetPreferences', () => {
  it('saves the chosen assets', async () => {
    const user = userEvent.setup({ delay: null });
    network = renderBuyerScreen('/user/assets', '/user/assets', <AmendAssetPreferences />, {
      ...LABELS,
      'GET /api/buyer/asset-preferences': ok({ keyAssets: [2] }),
      'PUT /api/buyer/asset-preferences': ok({ message: 'Asset preferences saved' }),
    });
    expect(await screen.findByRole('checkbox', { name: 'Stock' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Freehold property' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Asset preferences saved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/asset-preferences')[0].body).toEqual({ KeyAssets: [1, 2] });
  });
});

describe('AmendEmailPreferences', () => {
  it('shows the saved choices and saves the daily digest with reminders turned back on', async () => {
    const user = userEvent.setup({ delay: null });
    network = renderBuyerScreen('/user/email-preferences', '/user/email-preferences', <AmendEmailPreferences />, {
      'GET /api/buyer/mail-preferences': ok({ alertFrequency: 'each', matchAlerts: true, watchlistReminders: false }),
      'PUT /api/buyer/mail-preferences': ok({ message: 'E-mail preferences saved' }),
      'GET /api/buyer/saved-searches': ok([]),
    });
    const reminders = await screen.findByRole('checkbox', { name: /Watchlist reminders/ });
    // The saved searches are listed beside the mail choices.
    expect(await screen.findByRole('region', { name: 'Saved searches' })).toHaveTextContent('You have no saved searches');
    expect(reminders).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Match alerts/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One e-mail per matching post' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'One daily e-mail of new matches' }));
    await user.click(reminders);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('E-mail preferences saved')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/buyer/mail-preferences')[0].body).toEqual({ MatchAlerts: true, AlertFrequency: 'daily', WatchlistReminders: true });
    expect(screen.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', '/user/email-preferences');
  });
});
