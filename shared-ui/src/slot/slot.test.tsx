import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLOT_NAMES, type PostDetailSlotProps, type SlotName } from '@insolvency/shared-contracts';
import { buildPost } from '@insolvency/shared-contracts/testing';
import { Slot } from './slot';
import { SlotProvider, type SlotLoader } from './slot-context';

const post = buildPost(7, { reference: 'ACME-7' });

function OwnerPanel({ post: shown }: PostDetailSlotProps) {
  return <p>Owner panel of {shown.reference}</p>;
}

function renderSlot(loaders: Partial<Record<SlotName, SlotLoader>>) {
  return render(
    <SlotProvider resolve={(name) => loaders[name] ?? null}>
      <h1>Post</h1>
      <Slot name={SLOT_NAMES.postOwnerPanel} props={{ post }} label="Owner panel" />
      <Slot name={SLOT_NAMES.postAdminPanel} props={{ post }} label="Admin panel" />
    </SlotProvider>,
  );
}

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('Slot', () => {
  it('loads what is registered under its name and hands it the props', async () => {
    const load = jest.fn(async () => OwnerPanel as ComponentType<never>);
    renderSlot({ [SLOT_NAMES.postOwnerPanel]: load });

    expect(screen.getByRole('status')).toHaveTextContent('Loading owner panel…');
    expect(await screen.findByText('Owner panel of ACME-7')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders nothing for a name nothing is registered under, nor outside a provider', () => {
    const { container } = render(<Slot name={SLOT_NAMES.postAdminPanel} props={{ post }} label="Admin panel" />);
    expect(container).toBeEmptyDOMElement();

    renderSlot({});
    expect(screen.getByRole('heading', { name: 'Post' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a small Retry when the panel cannot be loaded, and Retry loads it again', async () => {
    const load = jest
      .fn<Promise<ComponentType<never>>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 12 failed'))
      .mockResolvedValue(OwnerPanel as ComponentType<never>);
    renderSlot({ [SLOT_NAMES.postOwnerPanel]: load });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Owner panel could not be loaded.');
    // The rest of the page is untouched.
    expect(screen.getByRole('heading', { name: 'Post' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Owner panel of ACME-7')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a panel that throws while rendering inside the slot', async () => {
    function Broken(): never {
      throw new Error('render failed');
    }
    renderSlot({ [SLOT_NAMES.postOwnerPanel]: async () => Broken as ComponentType<never> });

    expect(await screen.findByRole('alert')).toHaveTextContent('Owner panel could not be loaded.');
    expect(screen.getByRole('heading', { name: 'Post' })).toBeInTheDocument();
  });
});
