import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { applyServerFieldErrors, CheckboxListField, PasswordField, SelectField, TextField } from './index';

const schema = z.object({
  Email: z.string().min(1, 'Please Enter an Email'),
  ConfirmEmail: z.string(),
  Password: z.string(),
  Title: z.number({ error: 'Title is required' }),
  Location: z.array(z.number()).min(1, 'Please select at least one Location'),
});
type KitForm = z.input<typeof schema>;

/** A refused call as RTK Query reports it: `{status, data: {message, errors}}`. */
const refusal = { status: 400, data: { message: 'Please check the form', errors: { Email: ['This email address is already registered.'], Unknown: ['ignored'] } } };

function KitScreen({ onValid }: { onValid: (values: KitForm) => void }) {
  const { control, handleSubmit, setError } = useForm<KitForm>({
    resolver: zodResolver(schema),
    defaultValues: { Email: '', ConfirmEmail: '', Password: '', Location: [] },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <TextField control={control} name="Email" label="Email" type="email" required help="We never share it." />
      <TextField control={control} name="ConfirmEmail" label="Confirm Email" blockPaste />
      <PasswordField control={control} name="Password" label="Password" />
      <SelectField control={control} name="Title" label="Title" numeric options={[{ value: 1, label: 'Mr' }, { value: 2, label: 'Ms' }]} />
      <CheckboxListField control={control} name="Location" legend="Locations" anyLabel="Any Location" options={[{ id: 1, label: 'London' }, { id: 2, label: 'Wales' }]} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => applyServerFieldErrors(setError, refusal, ['Email', 'ConfirmEmail'])}>
        Refuse
      </button>
    </form>
  );
}

describe('the form kit', () => {
  it('ties labels, help and messages to the inputs and shows the schema messages on submit', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = jest.fn();
    render(<KitScreen onValid={onValid} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('We never share it.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please Enter an Email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/Please Enter an Email/);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one Location')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands the values over with the schema names and types', async () => {
    const user = userEvent.setup({ delay: null });
    const onValid = jest.fn();
    render(<KitScreen onValid={onValid} />);
    await user.type(screen.getByLabelText('Email'), 'pat@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret12');
    await user.selectOptions(screen.getByLabelText('Title'), 'Ms');
    await user.click(screen.getByRole('checkbox', { name: 'Any Location' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ Email: 'pat@example.com', ConfirmEmail: '', Password: 'Secret12', Title: 2, Location: [1, 2] }, expect.anything());
  });

  it('refuses a paste into a confirm field but accepts typing', async () => {
    const user = userEvent.setup({ delay: null });
    render(<KitScreen onValid={jest.fn()} />);
    const confirm = screen.getByLabelText('Confirm Email');
    await user.click(confirm);
    await user.paste('pat@example.com');
    expect(confirm).toHaveValue('');
    await user.type(confirm, 'pat');
    expect(confirm).toHaveValue('pat');
  });

  it("puts a refused call's field errors back on the fields of the same name", async () => {
    const user = userEvent.setup({ delay: null });
    render(<KitScreen onValid={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText('This email address is already registered.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Confirm Email')).not.toHaveAttribute('aria-invalid');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup({ delay: null });
    render(<KitScreen onValid={jest.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('img', { name: /eye/ }));
    expect(password).toHaveAttribute('type', 'text');
  });
});
