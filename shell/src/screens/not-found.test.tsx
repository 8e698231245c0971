import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFound } from './not-found';

it("shows '404 Not Found' with a Return Home link", async () => {
  render(
    <MemoryRouter initialEntries={['/no/such/page']}>
      <Routes>
        <Route path="/" element={<p>Home screen</p>} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { name: '404 Not Found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('link', { name: 'Return Home' }));
  expect(screen.getByText('Home screen')).toBeInTheDocument();
});
