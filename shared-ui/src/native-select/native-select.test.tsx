import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { NativeSelect } from './native-select';

function SectorPicker() {
  const [value, setValue] = useState('');
  return (
    <>
      <NativeSelect
        label="Sector"
        value={value}
        onChange={setValue}
        options={[
          { value: '', label: 'All sectors' },
          { label: 'Retail', options: [{ value: '200', label: 'All of Retail' }, { value: '201', label: 'Food and convenience' }] },
        ]}
      />
      <p>Chosen: {value || 'none'}</p>
    </>
  );
}

describe('NativeSelect', () => {
  it('is a labelled select whose groups hold their options, and tells what was chosen', async () => {
    render(<SectorPicker />);
    const select = screen.getByRole('combobox', { name: 'Sector' });
    expect(within(screen.getByRole('group', { name: 'Retail' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All of Retail',
      'Food and convenience',
    ]);
    await userEvent.selectOptions(select, 'Food and convenience');
    expect(screen.getByText('Chosen: 201')).toBeInTheDocument();
  });

  it('can be disabled', () => {
    render(<NativeSelect label="Region" value="" onChange={() => undefined} options={[{ value: '', label: 'All regions' }]} disabled />);
    expect(screen.getByRole('combobox', { name: 'Region' })).toBeDisabled();
  });
});
