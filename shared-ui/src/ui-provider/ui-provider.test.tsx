import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { App, ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { UiProvider } from './ui-provider';

function LocaleName() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <p>antd locale: {locale?.locale}</p>;
}

function SaveButton() {
  const { message } = App.useApp();
  return <button onClick={() => void message.success('Changes Successfully Saved')}>Save</button>;
}

describe('UiProvider', () => {
  it('gives screens the App context for messages', async () => {
    render(
      <UiProvider>
        <SaveButton />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Changes Successfully Saved')).toBeInTheDocument();
  });

  it('speaks en-GB to antd and dayjs', () => {
    render(
      <UiProvider>
        <LocaleName />
      </UiProvider>,
    );
    expect(screen.getByText('antd locale: en-gb')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('en-gb');
  });
});
