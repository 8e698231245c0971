import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { LinkButton } from './link-button';

describe('LinkButton', () => {
  it('is a link to its target, not a button', () => {
    render(
      <MemoryRouter>
        <LinkButton to="/register/" variant="primary">
          Register
        </LinkButton>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '/register/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
