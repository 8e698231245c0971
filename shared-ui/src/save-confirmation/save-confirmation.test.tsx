import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { SaveConfirmation } from './save-confirmation';

function SavedForm() {
  const [saved, setSaved] = useState(true);
  return <SaveConfirmation text="Changes Successfully Saved" show={saved} onHide={() => setSaved(false)} />;
}

describe('SaveConfirmation', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the tick and text for 2.8 seconds', () => {
    jest.useFakeTimers();
    render(<SavedForm />);
    expect(screen.getByRole('status')).toHaveTextContent('Changes Successfully Saved');
    act(() => jest.advanceTimersByTime(2799));
    expect(screen.getByText('Changes Successfully Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Changes Successfully Saved')).not.toBeInTheDocument();
  });
});
