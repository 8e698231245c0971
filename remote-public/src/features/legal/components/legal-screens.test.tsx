import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { CaptchaConfig } from '@insolvency/shared-contracts';
import { createTestStore, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { PrivacyPolicyScreen } from './privacy-policy-screen';
import { TermsScreen } from './terms-screen';

let stub: FetchStub | null = null;
afterEach(() => {
  stub?.restore();
  stub = null;
});

function renderPage(page: ReactNode, captcha: CaptchaConfig = { provider: 'altcha', challengeUrl: '/api/unauth/altcha-challenge' }) {
  stub = stubFetch({ 'GET /api/unauth/captcha-config': () => ({ status: 200, body: captcha }) });
  render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter>{page}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('TermsScreen', () => {
  it('has one h1 and numbered sections', () => {
    renderPage(<TermsScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeInTheDocument();
    expect(screen.getByText(/^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
  });

  it('states the fees, the payment terms and who may advertise', () => {
    renderPage(<TermsScreen />);

    expect(section(/Fees and payment/)).toHaveTextContent('£345 plus VAT (currently 20%) for each period of 28 days');
    expect(section(/Fees and payment/)).toHaveTextContent('Invoices are payable within 14 days of receipt.');
    expect(section(/who may advertise/)).toHaveTextContent(
      'Only licensed insolvency practitioners, or people acting for a licensed insolvency practitioner with their permission',
    );
    expect(section(/^6\. Buyers/)).toHaveTextContent('Registering as an Interested Party, receiving matching posts and expressing interest are free.');
    expect(section(/Law and courts/)).toHaveTextContent('law of England and Wales');
  });
});

describe('PrivacyPolicyScreen', () => {
  it('names the data controller and how to reach it', () => {
    renderPage(<PrivacyPolicyScreen />);

    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    const controller = section(/Who is responsible/);
    expect(controller).toHaveTextContent('Insolvency Marketplace ("we", "us") is the data controller');
    expect(within(controller).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help/contactus');
  });

  it('says what is held and why, with the lawful bases and how long it is kept', () => {
    renderPage(<PrivacyPolicyScreen />);

    expect(section(/What we hold/)).toHaveTextContent('Account details');
    const why = section(/lawful bases/);
    expect(why).toHaveTextContent('(contract)');
    expect(why).toHaveTextContent('To meet legal obligations');
    expect(why).toHaveTextContent('For our legitimate interests');
    expect(section(/How long we keep it/)).toHaveTextContent('6 years after the end of the financial year');
  });

  it('says a copy of your data is free, through Download my data or support', () => {
    renderPage(<PrivacyPolicyScreen />);

    const rights = section(/Your rights/);
    expect(rights).toHaveTextContent('get a copy of your data, free of charge');
    expect(rights).toHaveTextContent('use Download my data on your account screens');
    expect(within(rights).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help/contactus');
    expect(screen.getByRole('article')).not.toHaveTextContent(/cheque|£10\b/);
  });

  it('says the browser keeps only the session, and how to complain to the ICO', () => {
    renderPage(<PrivacyPolicyScreen />);

    expect(section(/Cookies/)).toHaveTextContent('we keep your session (an access token and a refresh token) in your browser');
    expect(section(/Cookies/)).toHaveTextContent('We do not use advertising or tracking cookies');
    expect(within(section(/Complaints/)).getByRole('link', { name: 'ico.org.uk/make-a-complaint' })).toHaveAttribute(
      'href',
      'https://ico.org.uk/make-a-complaint/',
    );
  });

  it('says the self-hosted spam check sends nothing to anyone else', async () => {
    renderPage(<PrivacyPolicyScreen />);

    await waitFor(() => expect(stub?.callsTo('GET', '/api/unauth/captcha-config')).toHaveLength(1));
    expect(section(/Cookies/)).toHaveTextContent('It sets no cookies and sends nothing to anyone else.');
  });

  it('names Google reCAPTCHA when the server uses it for the contact form', async () => {
    renderPage(<PrivacyPolicyScreen />, { provider: 'recaptcha', siteKey: 'site-key' });

    expect(await within(section(/Cookies/)).findByText(/protected by Google reCAPTCHA/)).toBeInTheDocument();
    expect(section(/Cookies/)).not.toHaveTextContent('sends nothing to anyone else');
  });
});
