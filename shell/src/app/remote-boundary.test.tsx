import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteBoundary } from './remote-boundary';

let screenIsBroken = true;

function SellerScreen() {
  if (screenIsBroken) throw new Error('Cannot read properties of undefined');
  return <h1>Live Posts</h1>;
}

describe('RemoteBoundary', () => {
  beforeEach(() => {
    screenIsBroken = true;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps a failing screen to its own area with a Retry button, and recovers on Retry', async () => {
    const onRetry = jest.fn(() => {
      screenIsBroken = false;
    });
    render(
      <>
        <header>Top bar</header>
        <RemoteBoundary area="seller" resetKey="/user/live-posts" onRetry={onRetry}>
          <SellerScreen />
        </RemoteBoundary>
        <footer>Footer</footer>
      </>,
    );

    expect(screen.getByText('The seller area could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('Top bar')).toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Live Posts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('gives the next screen its chance when the location changes', () => {
    const { rerender } = render(
      <RemoteBoundary area="seller" resetKey="/user/live-posts" onRetry={() => undefined}>
        <SellerScreen />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();

    screenIsBroken = false;
    rerender(
      <RemoteBoundary area="seller" resetKey="/user/draft-posts" onRetry={() => undefined}>
        <SellerScreen />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Live Posts' })).toBeInTheDocument();
  });
});
