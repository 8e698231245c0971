import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createTestStore, fakeAccessToken, stubFetch, type FetchStub } from '@insolvency/shared-auth/testing';
import { UiProvider } from '@insolvency/shared-ui';
import { LoginScreen } from './components/login-screen';
import { PRERENDERED_LOGIN_IDS } from './prerendered-login';

/**
 * The shell's index.html carries a static copy of the Login page, painted and usable before
 * the JavaScript (build-tools/webpack/visitor-prerender.js). These tests keep the copy's texts,
 * links and ids in step with the screen, and check that LoginForm takes over what was typed.
 */
interface PrerenderModule {
  LOGIN_FORM_IDS: Record<string, string>;
  PRERENDER_ID: string;
  PRERENDER_ON_CLASS: string;
  SCRIPT_SOURCE: string;
  prerenderBodyHtml: () => string;
}
const prerender = jest.requireActual<PrerenderModule>('../../../../build-tools/webpack/visitor-prerender.js');

jest.mock('altcha', () => ({}));

let network: FetchStub | undefined;
afterEach(() => {
  network?.restore();
  network = undefined;
  localStorage.clear();
  document.documentElement.className = '';
  document.body.innerHTML = '';
  window.history.pushState({}, '', '/');
});

/** The shell's page on /login: the static copy and its script, before the app has rendered. */
function openStaticLoginPage(): HTMLElement {
  window.history.pushState({}, '', '/login');
  const copy = document.createElement('div');
  copy.innerHTML = prerender.prerenderBodyHtml();
  document.body.append(copy);
  new Function(prerender.SCRIPT_SOURCE)();
  return copy;
}

function renderLoginScreen(): HTMLElement {
  return render(
    <Provider store={createTestStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={['/login']}>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route path="*" element={<p>Home</p>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  ).container;
}

/** A screen's headings, form controls and links as a user reads them, in order. */
function outline(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('h1, h2, label, button, a')).map((element) => {
    const href = element.getAttribute('href');
    return `${element.tagName.toLowerCase()} ${element.textContent?.trim()}${href ? ` -> ${href}` : ''}`;
  });
}

describe("the Login page's static copy", () => {
  it('uses the ids LoginForm reads', () => {
    expect(prerender.LOGIN_FORM_IDS).toEqual(PRERENDERED_LOGIN_IDS);
  });

  it('has the headings, labels, buttons, links and texts of LoginScreen, in its order', () => {
    const copy = openStaticLoginPage();
    const staticPage = copy.querySelector('.vp-login') as HTMLElement;
    const app = renderLoginScreen();

    expect(outline(staticPage)).toEqual(outline(app));
    for (const region of ['Interested Party', 'Insolvency Practitioner']) {
      expect(within(staticPage).getByRole('region', { name: region }).textContent).toBe(within(app).getByRole('region', { name: region }).textContent);
    }
    expect(within(staticPage).getByRole('region', { name: 'Login with your account' })).toContainElement(within(staticPage).getByRole('form', { name: 'Login' }));
  });

  it("is shown on /login with the page's class, and its submit is held and marked", () => {
    const copy = openStaticLoginPage();
    expect(document.documentElement.classList.contains(prerender.PRERENDER_ON_CLASS)).toBe(true);
    expect(document.documentElement.classList.contains(`${prerender.PRERENDER_ID}-login`)).toBe(true);

    const form = within(copy).getByRole('form', { name: 'Login' }) as HTMLFormElement;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(form).toHaveAttribute('data-submitted', 'true');
    expect(within(form).getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true');
  });
});

describe('LoginForm taking over the static copy', () => {
  it('starts from the typed address and password, with the focus where it was', async () => {
    network = stubFetch({});
    const copy = openStaticLoginPage();
    (within(copy).getByLabelText('Email') as HTMLInputElement).value = 'someone@exam';
    within(copy).getByLabelText('Email').focus();

    renderLoginScreen();
    copy.remove();

    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('someone@exam');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, 'ple.com');
    expect(email).toHaveValue('someone@example.com');
    expect(network.calls).toHaveLength(0);
  });

  it('sends a login submitted before the app was ready, once', async () => {
    network = stubFetch({ 'POST /api/login': () => ({ status: 200, body: { token: fakeAccessToken(), refreshToken: 'refresh-1' } }) });
    const copy = openStaticLoginPage();
    (within(copy).getByLabelText('Email') as HTMLInputElement).value = 'buyer@example.com';
    (within(copy).getByLabelText('Password') as HTMLInputElement).value = 'Demo1234';
    within(copy).getByRole('form', { name: 'Login' }).dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

    renderLoginScreen();
    copy.remove();

    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/login').map((call) => call.body)).toEqual([{ Email: 'buyer@example.com', Password: 'Demo1234' }]);
  });

  it('starts empty when there is no copy (a move to Login inside the app)', () => {
    renderLoginScreen();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Email')).not.toHaveFocus();
  });
});
