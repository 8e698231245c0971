import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NativeSelect } from '@insolvency/shared-ui';
import { TextFilter } from './text-filter';

function Filters({ onEnter }: { onEnter: () => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <NativeSelect label="Show" value="all" onChange={() => undefined} options={[{ value: 'all', label: 'All' }]} />
      <TextFilter label="Name" value={text} onChange={setText} onEnter={onEnter} maxLength={10} />
    </>
  );
}

test('a text filter takes what is typed up to its limit, applies on Enter, and is drawn as the select beside it', async () => {
  const onEnter = jest.fn();
  render(<Filters onEnter={onEnter} />);
  const box = screen.getByLabelText('Name');
  await userEvent.type(box, 'Recovery LLP and partners');
  expect(box).toHaveValue('Recovery L');
  expect(onEnter).not.toHaveBeenCalled();
  await userEvent.type(box, '{Enter}');
  expect(onEnter).toHaveBeenCalledTimes(1);

  const select = getComputedStyle(screen.getByLabelText('Show'));
  const input = getComputedStyle(box);
  for (const property of ['height', 'border', 'border-radius', 'background', 'color'] as const) {
    expect([property, input.getPropertyValue(property)]).toEqual([property, select.getPropertyValue(property)]);
  }
  expect(input.getPropertyValue('height')).not.toBe('');
});
