import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ROLES, type AccountDetailsResponse, type RegisterLabelsResponse, type Role } from '@insolvency/shared-contracts';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@insolvency/shared-auth';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub, type StubHandler } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { attachmentFileName } from '../api/account-api';
import { AmendAccountDetails } from './amend-account-details';
import { AmendAddressDetails, NO_ADDRESS_YET } from './amend-address-details';
import { FREE_ACCESS_TEXT } from './download-my-data';

const account: AccountDetailsResponse = {
  myAccountDetails: {
    titleId: 2,
    forenames: 'Pat',
    surname: 'Buyer',
    emailAddress1: 'pat@example.com',
    emailAddress2: null,
    company: 'Pat Holdings Ltd',
    position: 'Director',
    flagged: false,
    customPriceRate: null,
  },
  accountAddress: {
    addressLine1: '1 High Street',
    addressLine2: null,
    addressLine3: null,
    townCity: 'Leeds',
    county: 'West Yorkshire',
    postcode: 'LS1 1AA',
    countryCode: 'GB',
    telephone: '0113 000 0000',
    mobile: null,
  },
};

const labels: RegisterLabelsResponse = {
  titleLabels: [
    { titleId: 1, description: 'Mr' },
    { titleId: 2, description: 'Ms' },
  ],
  countryLabels: [
    { name: 'United Kingdom', code: 'GB' },
    { name: 'Ireland', code: 'IE' },
  ],
};

const ok = (body: unknown): StubHandler => () => ({ status: 200, body });
const loads: Record<string, StubHandler> = {
  'GET /api/allauth/account-details': ok(account),
  'GET /api/label/register': ok(labels),
};

// antd measures the scrollbar through ::-webkit-scrollbar, which jsdom cannot compute.
const computeStyleWithoutPseudoElement = window.getComputedStyle.bind(window);
beforeAll(() => jest.spyOn(window, 'getComputedStyle').mockImplementation((element) => computeStyleWithoutPseudoElement(element)));

let network: FetchStub | null = null;
beforeEach(() => localStorage.clear());
afterEach(() => {
  network?.restore();
  network = null;
  jest.useRealTimers();
});

function renderScreen(screenElement: React.ReactElement, role: Role = ROLES.buyer) {
  localStorage.setItem(ACCESS_TOKEN_KEY, fakeAccessToken({ role }));
  localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-1');
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/user/account-details']}>{screenElement}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

describe('AmendAccountDetails', () => {
  it('shows the personal details with the primary e-mail read-only, and the free data download', async () => {
    network = stubFetch(loads);
    renderScreen(<AmendAccountDetails />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(await screen.findByLabelText('Forenames')).toHaveValue('Pat');
    expect(screen.getByLabelText('Surname')).toHaveValue('Buyer');
    expect(screen.getByLabelText('Company Name')).toHaveValue('Pat Holdings Ltd');
    expect(screen.getByLabelText('Position')).toHaveValue('Director');
    expect(screen.getByLabelText('Secondary Email (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Primary Email')).toHaveValue('pat@example.com');
    expect(screen.getByLabelText('Primary Email')).toHaveAttribute('readonly');
    expect(screen.getByText('Ms')).toBeInTheDocument();
    expect(screen.getByText(FREE_ACCESS_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Address and Phone' })).toHaveAttribute('href', '/user/account-addressphone');
  });

  it("saves with isBuyer=true for an Interested Party, never sending the primary e-mail, and says 'Changes Successfully Saved' for 2.8 s", async () => {
    let query: URLSearchParams | null = null;
    network = stubFetch({
      ...loads,
      'PATCH /api/allauth/account': () => ({ status: 200, body: { message: 'Saved' } }),
    });
    const stubbed = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/allauth/account') query = url.searchParams;
      return stubbed(input, init);
    }) as typeof fetch;
    renderScreen(<AmendAccountDetails />);

    const forenames = await screen.findByLabelText('Forenames');
    await userEvent.clear(forenames);
    await userEvent.type(forenames, 'Patricia');
    await userEvent.type(screen.getByLabelText('Secondary Email (optional)'), 'pat.two@example.com');
    jest.useFakeTimers({ advanceTimers: true });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Changes Successfully Saved')).toBeInTheDocument();
    expect(query!.get('isBuyer')).toBe('true');
    expect(network.callsTo('PATCH', '/api/allauth/account')[0].body).toEqual({
      TitleId: 2,
      Forenames: 'Patricia',
      Surname: 'Buyer',
      EmailAddress2: 'pat.two@example.com',
      Company: 'Pat Holdings Ltd',
      Position: 'Director',
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(2900);
    });
    expect(screen.queryByText('Changes Successfully Saved')).toBeNull();
  });

  it('sends isBuyer=false for a seller and an empty secondary e-mail as null', async () => {
    let query: URLSearchParams | null = null;
    network = stubFetch({ ...loads, 'PATCH /api/allauth/account': () => ({ status: 200, body: { message: 'Saved' } }) });
    const stubbed = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/allauth/account') query = url.searchParams;
      if (url.pathname === '/api/label/register') expect(url.searchParams.get('registerBuyer')).toBe('false');
      return stubbed(input, init);
    }) as typeof fetch;
    renderScreen(<AmendAccountDetails />, ROLES.seller);

    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes Successfully Saved')).toBeInTheDocument();
    expect(query!.get('isBuyer')).toBe('false');
    expect((network.callsTo('PATCH', '/api/allauth/account')[0].body as { EmailAddress2: unknown }).EmailAddress2).toBeNull();
  });

  it('checks the fields before saving', async () => {
    network = stubFetch(loads);
    renderScreen(<AmendAccountDetails />);

    await userEvent.clear(await screen.findByLabelText('Company Name'));
    await userEvent.type(screen.getByLabelText('Secondary Email (optional)'), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Company Name is required')).toBeInTheDocument();
    expect(screen.getByText('Second Email should be valid')).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/allauth/account')).toHaveLength(0);
  });

  it("says 'Problem with saving changes' when the save is refused, with the server's field messages", async () => {
    network = stubFetch({
      ...loads,
      'PATCH /api/allauth/account': () => ({
        status: 400,
        body: { message: 'Invalid input', errors: { Surname: ['Surname cannot be longer than 200 characters'] } },
      }),
    });
    renderScreen(<AmendAccountDetails />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Problem with saving changes');
    expect(screen.getByText('Surname cannot be longer than 200 characters')).toBeInTheDocument();
    expect(screen.queryByText('Changes Successfully Saved')).toBeNull();
  });

  it('shows an error with Retry when the details cannot be loaded, and loads them on Retry', async () => {
    let attempts = 0;
    network = stubFetch({
      ...loads,
      'GET /api/allauth/account-details': () => (++attempts === 1 ? { status: 503, body: { message: 'Service unavailable' } } : { status: 200, body: account }),
    });
    renderScreen(<AmendAccountDetails />);

    expect(await screen.findByText('Your account details could not be loaded')).toBeInTheDocument();
    expect(screen.getByText('Service unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByLabelText('Forenames')).toHaveValue('Pat');
  });

  it('downloads my data as the JSON file the server names', async () => {
    network = stubFetch({ ...loads });
    const body = JSON.stringify({ account: { email: 'pat@example.com' } });
    const stubbed = globalThis.fetch;
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/allauth/my-data') {
        return Promise.resolve(
          new Response(body, {
            status: 200,
            headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="my-data-2026-11-22.json"' },
          }),
        );
      }
      return stubbed(input, init);
    }) as typeof fetch;
    const created: Blob[] = [];
    const clicked: { download: string; href: string }[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:my-data';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    try {
      renderScreen(<AmendAccountDetails />);
      await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));

      await waitFor(() => expect(clicked).toEqual([{ download: 'my-data-2026-11-22.json', href: 'blob:my-data' }]));
      expect(await created[0].text()).toBe(body);
    } finally {
      click.mockRestore();
    }
  });

  it('says so when the data download fails', async () => {
    network = stubFetch({ ...loads, 'GET /api/allauth/my-data': () => ({ status: 500, body: { message: 'Something went wrong on our side.' } }) });
    renderScreen(<AmendAccountDetails />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  });
});

describe('AmendAddressDetails', () => {
  it('shows the address and phones with the country by name', async () => {
    network = stubFetch(loads);
    renderScreen(<AmendAddressDetails />);

    expect(await screen.findByLabelText('Address Line 1')).toHaveValue('1 High Street');
    expect(screen.getByLabelText('Town/City')).toHaveValue('Leeds');
    expect(screen.getByLabelText('County (optional)')).toHaveValue('West Yorkshire');
    expect(screen.getByLabelText('Postcode')).toHaveValue('LS1 1AA');
    expect(screen.getByLabelText('Telephone')).toHaveValue('0113 000 0000');
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
  });

  it('says when no address is held yet, with the form ready to fill in', async () => {
    const empty = { addressLine1: '', addressLine2: null, addressLine3: null, townCity: '', county: null, postcode: '', countryCode: '', telephone: '', mobile: null };
    network = stubFetch({ ...loads, 'GET /api/allauth/account-details': ok({ ...account, accountAddress: empty }) });
    renderScreen(<AmendAddressDetails />);

    expect(await screen.findByText(NO_ADDRESS_YET)).toBeInTheDocument();
    expect(screen.getByLabelText('Address Line 1')).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Address Line 1 is required')).toBeInTheDocument();
    expect(screen.getByText('Postcode is required')).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/allauth/account-address')).toHaveLength(0);
  });

  it("refuses a postcode longer than 10 characters with 'Post Code must be less than 10 characters' and saves nothing", async () => {
    network = stubFetch(loads);
    renderScreen(<AmendAddressDetails />);

    const postcode = await screen.findByLabelText('Postcode');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'LS1 1AA 123');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Post Code must be less than 10 characters')).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/allauth/account-address')).toHaveLength(0);
  });

  it("saves the address (empty optional lines as null) and says 'Changes Successfully Saved'", async () => {
    network = stubFetch({ ...loads, 'PATCH /api/allauth/account-address': () => ({ status: 200, body: { message: 'Saved' } }) });
    renderScreen(<AmendAddressDetails />);

    const postcode = await screen.findByLabelText('Postcode');
    await userEvent.clear(postcode);
    await userEvent.type(postcode, 'LS2 9JT');
    await userEvent.type(screen.getByLabelText('Mobile (optional)'), '07700 900000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Changes Successfully Saved')).toBeInTheDocument();
    expect(network.callsTo('PATCH', '/api/allauth/account-address')[0].body).toEqual({
      AddressLine1: '1 High Street',
      AddressLine2: null,
      AddressLine3: null,
      TownCity: 'Leeds',
      County: 'West Yorkshire',
      Postcode: 'LS2 9JT',
      CountryCode: 'GB',
      Telephone: '0113 000 0000',
      Mobile: '07700 900000',
    });
  });

  it("says 'Problem with saving changes' when the server refuses", async () => {
    network = stubFetch({ ...loads, 'PATCH /api/allauth/account-address': () => ({ status: 500, body: { message: 'Internal error' } }) });
    renderScreen(<AmendAddressDetails />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Problem with saving changes');
  });
});

describe('attachmentFileName', () => {
  it('reads the plain and the extended file name, never a folder', () => {
    expect(attachmentFileName('attachment; filename="my-data.json"')).toBe('my-data.json');
    expect(attachmentFileName('attachment; filename=data.json')).toBe('data.json');
    expect(attachmentFileName("attachment; filename=\"a.json\"; filename*=UTF-8''pat%20data.json")).toBe('pat data.json');
    expect(attachmentFileName('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(attachmentFileName(null)).toBeNull();
  });
});
