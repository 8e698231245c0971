import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@insolvency/shared-ui';
import { RegisterDirectory } from './register-directory';

it('offers both roles with the Login cards’ texts, linking to the two wizards', () => {
  render(
    <UiProvider>
      <MemoryRouter>
        <RegisterDirectory />
      </MemoryRouter>
    </UiProvider>,
  );

  expect(screen.getByRole('region', { name: 'Interested Party' })).toHaveTextContent('Specify your criteria and find business opportunities');
  expect(screen.getByRole('region', { name: 'Insolvency Practitioner' })).toHaveTextContent(
    'List Businesses and Distressed Assets. Receive Interest from Interested Parties',
  );
  expect(screen.getByRole('link', { name: 'Register as an Interested Party' })).toHaveAttribute('href', '/register/interestedparty');
  expect(screen.getByRole('link', { name: 'Register as an Insolvency Practitioner' })).toHaveAttribute(
    'href',
    '/register/insolvencypractitioner',
  );
});
