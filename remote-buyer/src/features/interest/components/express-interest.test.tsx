import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildPost } from '@insolvency/shared-contracts/testing';
import type { FetchStub } from '@insolvency/shared-auth/testing';
import { fails, ok, renderBuyerScreen } from '../../../testing/render-buyer-screen';
import ExpressedInterest from './expressed-interest';
import ExpressInterest from './express-interest';

let network: FetchStub;
afterEach(() => network.restore());
beforeEach(() => localStorage.clear());

const showExpress = (routes: Parameters<typeof renderBuyerScreen>[3]) => {
  network = renderBuyerScreen('/post/12/express-interest/', '/post/:id/express-interest/', <ExpressInterest />, {
    'GET /api/allauth/post': ok(buildPost(12, { activityHeading: 'Bakery', reference: 'BAK-1' })),
    'GET /api/buyer/expression-text': ok({ expressionText: '' }),
    ...routes,
  });
};

describe('ExpressInterest', () => {
  it("refuses an empty message with 'Message is required' and an unanswered connected-party question, then sends it once", async () => {
    const user = userEvent.setup({ delay: null });
    showExpress({ 'POST /api/buyer/express-interest': ok({ message: 'Your interest has been sent to the practitioner.' }) });
    const message = await screen.findByLabelText(/Message/);
    expect(screen.getByText('Bakery (Ref: BAK-1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Express Interest' }));
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    expect(screen.getByText('Please say whether you are connected to the company or its directors')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/express-interest')).toHaveLength(0);

    await user.type(message, 'We run three bakeries.');
    const question = screen.getByRole('radiogroup', { name: /connected to the insolvent company/ });
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Express Interest' }));
    expect(await screen.findByText('Your interest has been sent to the practitioner.')).toBeInTheDocument();
    const [call] = network.callsTo('POST', '/api/buyer/express-interest');
    expect(call.query.get('id')).toBe('12');
    expect(call.body).toEqual({ ExpressInterestText: 'We run three bakeries.', ConnectedParty: false });
    expect(screen.queryByRole('button', { name: 'Express Interest' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Expressions of Interest' })).toHaveAttribute('href', '/expressed-interest/');
  });

  it('prefills the profile text last sent', async () => {
    showExpress({ 'GET /api/buyer/expression-text': ok({ expressionText: 'Serial acquirer of bakeries.' }) });
    expect(await screen.findByLabelText(/Message/)).toHaveValue('Serial acquirer of bakeries.');
  });

  it("shows the server's refusal (409)", async () => {
    const user = userEvent.setup({ delay: null });
    showExpress({
      'GET /api/buyer/expression-text': ok({ expressionText: 'Hello' }),
      'POST /api/buyer/express-interest': fails(409, 'You have already expressed interest in this post.'),
    });
    await screen.findByLabelText(/Message/);
    await user.click(screen.getByRole('radio', { name: 'Yes, I am connected' }));
    await user.click(screen.getByRole('button', { name: 'Express Interest' }));
    expect(network.callsTo('POST', '/api/buyer/express-interest')[0].body).toEqual({ ExpressInterestText: 'Hello', ConnectedParty: true });
    expect(await screen.findByText('You have already expressed interest in this post.')).toBeInTheDocument();
  });

  it('a post already expressed in, or not For Sale, offers no form', async () => {
    network = renderBuyerScreen('/post/12/express-interest/', '/post/:id/express-interest/', <ExpressInterest />, {
      'GET /api/allauth/post': ok(buildPost(12, { hasExpressedInterest: true })),
      'GET /api/buyer/expression-text': ok({ expressionText: '' }),
    });
    expect(await screen.findByText('You have already expressed interest in this post.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Express Interest' })).not.toBeInTheDocument();
  });

  it('an unknown post shows the error', async () => {
    showExpress({ 'GET /api/allauth/post': fails(404, 'This post does not exist or is not available.') });
    expect(await screen.findByText('This post does not exist or is not available.')).toBeInTheDocument();
  });
});

describe('ExpressInterest with the NDA (issue 32)', () => {
  const room = { postId: 12, reference: 'BAK-1', ndaRequired: true, nda: { version: 3, text: 'Keep the pack confidential.' }, acceptance: null, access: 'interest-needed' };
  const sentMessage = 'Your interest has been sent to the practitioner.';

  async function writeInterest(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText(/Message/), 'We run three bakeries.');
    await user.click(screen.getByRole('radio', { name: 'No' }));
  }

  it('offers the NDA of a post that requires one; sending the interest alone leaves it for later', async () => {
    const user = userEvent.setup({ delay: null });
    showExpress({ 'GET /api/buyer/deal-room': ok(room), 'POST /api/buyer/express-interest': ok({ message: sentMessage }) });
    const nda = await screen.findByRole('region', { name: 'Non-disclosure agreement' });
    expect(nda).toHaveTextContent('Keep the pack confidential.');
    expect(screen.queryByLabelText(/Full name/)).toBeNull();
    await writeInterest(user);
    await user.click(screen.getByRole('button', { name: 'Express Interest' }));
    expect(await screen.findByText(sentMessage)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/accept-nda')).toHaveLength(0);
  });

  it('checks the signature with the interest, then sends the interest and the acceptance right after it, with one outcome', async () => {
    const user = userEvent.setup({ delay: null });
    showExpress({
      'GET /api/buyer/deal-room': ok(room),
      'POST /api/buyer/express-interest': ok({ message: sentMessage }),
      'POST /api/buyer/accept-nda': ok({ ...room, access: 'granted', acceptance: { ndaVersion: 3, fullName: 'Bea Buyer', company: 'Bakes Ltd', position: 'Director', acceptedAt: '2026-11-26T10:00:00Z' } }),
    });
    await writeInterest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Accept the NDA now, with my interest' }));
    await user.click(screen.getByRole('button', { name: 'Express Interest and accept the NDA' }));
    expect(await screen.findByText('Please tick to accept on behalf of your company')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/express-interest')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Full name/), 'Bea Buyer');
    await user.type(screen.getByLabelText(/Company/), 'Bakes Ltd');
    await user.type(screen.getByLabelText(/Position/), 'Director');
    await user.click(screen.getByRole('checkbox', { name: 'I accept on behalf of Bakes Ltd' }));
    await user.click(screen.getByRole('button', { name: 'Express Interest and accept the NDA' }));
    expect(await screen.findByText(`${sentMessage} You have accepted the non-disclosure agreement (version 3).`)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/express-interest')).toHaveLength(1);
    const [acceptance] = network.callsTo('POST', '/api/buyer/accept-nda');
    expect(acceptance.query.get('id')).toBe('12');
    expect(acceptance.body).toEqual({ FullName: 'Bea Buyer', Company: 'Bakes Ltd', Position: 'Director', AcceptOnBehalf: true });
  });

  it("when the NDA is refused the interest stays sent, the reason is told, and the deal room is read again", async () => {
    const user = userEvent.setup({ delay: null });
    showExpress({
      'GET /api/buyer/deal-room': ok(room),
      'POST /api/buyer/express-interest': ok({ message: sentMessage }),
      'POST /api/buyer/accept-nda': fails(409, 'You have already accepted the NDA of this post.'),
    });
    await writeInterest(user);
    await user.click(screen.getByRole('checkbox', { name: 'Accept the NDA now, with my interest' }));
    await user.type(screen.getByLabelText(/Full name/), 'Bea Buyer');
    await user.type(screen.getByLabelText(/Company/), 'Bakes Ltd');
    await user.type(screen.getByLabelText(/Position/), 'Director');
    await user.click(screen.getByRole('checkbox', { name: /I accept on behalf of/ }));
    await user.click(screen.getByRole('button', { name: 'Express Interest and accept the NDA' }));
    expect(
      await screen.findByText(`${sentMessage} The non-disclosure agreement was not accepted: You have already accepted the NDA of this post. You can accept it in the deal room on the post.`),
    ).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/buyer/express-interest')).toHaveLength(1);
    await waitFor(() => expect(network.callsTo('GET', '/api/buyer/deal-room').length).toBeGreaterThan(1));
  });
});

describe('ExpressedInterest', () => {
  const show = (answer: Parameters<typeof renderBuyerScreen>[3][string]) => {
    network = renderBuyerScreen('/expressed-interest/', '/expressed-interest/', <ExpressedInterest />, { 'GET /api/buyer/interested-posts': answer });
  };

  it('lists the expressions with a link to each post', async () => {
    show(
      ok([
        { expressionId: 3, businessId: 12, createdDate: '2026-11-20T10:00:00Z', dateExpressed: '2026-11-20T10:00:00Z', forenames: 'Bea', surname: 'Buyer', visibleToInsolvency: true, viewedByInsolvency: false, connectedParty: false, reference: 'BAK-1', profile: 'We bake.', activityHeading: 'Bakery', primaryCategory: 'Food' },
      ]),
    );
    expect(await screen.findByRole('link', { name: 'Bakery' })).toHaveAttribute('href', '/post/12');
    expect(screen.getByRole('heading', { level: 1, name: 'Expressions of Interest' })).toBeInTheDocument();
    expect(screen.getByText(/Ref: BAK-1 · Food · Expressed/)).toHaveTextContent('20 November 2026');
    expect(screen.getByText('We bake.')).toBeInTheDocument();
  });

  it('empty and failed states', async () => {
    show(ok([]));
    expect(await screen.findByText("Looks like there's nothing here.")).toBeInTheDocument();
    network.restore();
    document.body.innerHTML = '';
    show(fails(500, 'Try later.'));
    await waitFor(() => expect(screen.getByText('Try later.')).toBeInTheDocument());
  });
});
