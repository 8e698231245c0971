import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../ui-provider';
import { NativeButton } from './native-button';

// In the product's theme, as every screen draws it: React keeps a hoisted style in the head once made.
const renderInTheme = (ui: ReactNode) => render(<UiProvider>{ui}</UiProvider>);

describe('NativeButton', () => {
  it('is a button that does not submit a form, and acts on a click or the keyboard', async () => {
    const onClick = jest.fn();
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderInTheme(
      <form onSubmit={onSubmit}>
        <NativeButton onClick={onClick}>Next</NativeButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Next' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('does nothing while disabled', async () => {
    const onClick = jest.fn();
    renderInTheme(
      <NativeButton disabled onClick={onClick}>
        Previous
      </NativeButton>,
    );
    const button = screen.getByRole('button', { name: 'Previous' });
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("is drawn by one set of rules in the document's head, however many buttons and variants there are", () => {
    renderInTheme(
      <>
        <NativeButton>Previous</NativeButton>
        <NativeButton variant="link">Show all opportunities</NativeButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveClass('im-native-button', 'im-native-button-default');
    expect(screen.getByRole('button', { name: 'Show all opportunities' })).toHaveClass('im-native-button', 'im-native-button-link');
    const rules = document.head.querySelectorAll('style[data-href="im-native-button"]');
    expect(rules).toHaveLength(1);
    // In the theme's colours; the link variant underlined, as links in text are (WCAG 1.4.1).
    expect(rules[0].textContent).toContain('border:1px solid #d5dce4;border-radius:6px;background:#ffffff;color:#1c2733');
    expect(rules[0].textContent).toContain('.im-native-button-link{padding:0;border:0;background:none;color:#1d5b8f;text-decoration:underline');
  });
});
