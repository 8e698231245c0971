import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@insolvency/shared-ui';
import { FaqsScreen } from './faqs-screen';

function renderFaqs() {
  render(
    <UiProvider>
      <MemoryRouter initialEntries={['/help/faqs']}>
        <FaqsScreen />
      </MemoryRouter>
    </UiProvider>,
  );
}

const questionButtons = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => within(heading).getByRole('button'));

async function answerTo(question: RegExp): Promise<HTMLElement> {
  await userEvent.setup().click(screen.getByRole('button', { name: question }));
  return screen.getByRole('region', { name: question });
}

describe('FaqsScreen', () => {
  it('shows the Help tabs with FAQs as the open one', () => {
    renderFaqs();

    expect(screen.getByRole('heading', { level: 1, name: 'Help' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Help sections' }));
    expect(tabs.getByRole('link', { name: 'FAQs' })).toHaveAttribute('aria-current', 'page');
    expect(tabs.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help/contactus');
    expect(tabs.getByRole('link', { name: 'Contact Us' })).not.toHaveAttribute('aria-current');
  });

  it('lists ten questions, all closed at first', () => {
    renderFaqs();

    const buttons = questionButtons();
    expect(buttons).toHaveLength(10);
    for (const button of buttons) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('opens and closes an answer with the mouse and with the keyboard', async () => {
    const user = userEvent.setup();
    renderFaqs();
    const question = screen.getByRole('button', { name: 'How much does it cost to post an advert?' });

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How much does it cost to post an advert?' })).toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'How much does it cost to post an advert?' })).toBeNull();

    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('reaches every question with Tab', async () => {
    const user = userEvent.setup();
    renderFaqs();

    await user.tab(); // FAQs tab
    await user.tab(); // Contact Us tab
    await user.tab(); // Open all answers
    for (const button of questionButtons()) {
      await user.tab();
      expect(button).toHaveFocus();
    }
  });

  it('opens every answer at once and closes them again', async () => {
    const user = userEvent.setup();
    renderFaqs();

    await user.click(screen.getByRole('button', { name: 'Open all answers' }));
    expect(screen.getAllByRole('region')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Close all answers' }));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('states the price of an advert: £345 plus VAT for 28 days', async () => {
    renderFaqs();

    const answer = await answerTo(/cost to post an advert/);
    expect(answer).toHaveTextContent('£345 plus VAT (20%, so £414.00 in total) for each period of 28 days');
  });

  it('states that invoices are payable within 14 days of receipt', async () => {
    renderFaqs();

    expect(await answerTo(/pay an invoice/)).toHaveTextContent('Invoices are payable within 14 days of receipt.');
  });

  it('states that buyers register free and receive the posts that match their preferences', async () => {
    renderFaqs();

    expect(await answerTo(/register as a buyer/)).toHaveTextContent(
      'Registering as an Interested Party is free, and so is receiving the posts that match your preferences',
    );
  });

  it('states that sellers must be licensed practitioners or act for one with permission', async () => {
    renderFaqs();

    expect(await answerTo(/Who can advertise/)).toHaveTextContent(
      'Only licensed insolvency practitioners, or people acting for a licensed insolvency practitioner with their permission.',
    );
  });

  it('explains how expressions of interest work', async () => {
    renderFaqs();

    expect(await answerTo(/How do I express interest/)).toHaveTextContent('Open a post that is For Sale and choose Express Interest.');
    expect(await answerTo(/What happens after I express interest/)).toHaveTextContent(
      'The insolvency practitioner who posted the advert reviews the expressions of interest',
    );
  });

  it('says a copy of your personal data is free, through Download my data or support', async () => {
    renderFaqs();

    const answer = await answerTo(/copy of the personal data/);
    expect(answer).toHaveTextContent('It is free.');
    expect(answer).toHaveTextContent('use Download my data on your account screens');
    expect(within(answer).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/help/contactus');
    expect(answer).not.toHaveTextContent(/cheque|£10/);
  });
});
