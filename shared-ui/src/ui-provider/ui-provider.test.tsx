import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useContext } from 'react';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { useNotify } from '../notify';
import { palette, themeConfig } from '../theme';
import { onDarkSurface } from './focus-ring';
import { UiProvider } from './ui-provider';
import '../entries/pickers';

function LocaleName() {
  const { locale } = useContext(ConfigProvider.ConfigContext);
  return <p>antd locale: {locale?.locale}</p>;
}

function SaveButton() {
  const { message, notification } = useNotify();
  return (
    <>
      <button onClick={() => message.success('Changes Successfully Saved')}>Save</button>
      <button onClick={() => notification.info({ title: 'Post approved', description: 'Reference 42' })}>Notify</button>
    </>
  );
}

describe('UiProvider', () => {
  it('gives screens messages through useNotify, in the product theme', async () => {
    render(
      <UiProvider>
        <SaveButton />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const text = await screen.findByText('Changes Successfully Saved');
    // Rendered inside the ConfigProvider (antd's holders outside it would use the default prefix and theme).
    expect(text.closest('.ant-message')).not.toBeNull();
  });

  it('gives screens notifications through useNotify', async () => {
    render(
      <UiProvider>
        <SaveButton />
      </UiProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(await screen.findByText('Post approved')).toBeInTheDocument();
    expect(screen.getByText('Reference 42')).toBeInTheDocument();
  });

  it('puts the page background and the theme text settings around the screens', () => {
    render(
      <UiProvider>
        <p>Screen</p>
      </UiProvider>,
    );
    const surface = screen.getByText('Screen').parentElement as HTMLElement;
    expect(surface).toHaveStyle({ minHeight: '100vh', background: palette.page, color: palette.text, fontSize: '15px' });
    expect(surface.style.fontFamily.replaceAll('"', "'")).toBe(themeConfig.token?.fontFamily);
  });

  it('styles links in running text in the theme (not the browser blue) and underlined, scoped to the page and overridable', () => {
    render(
      <UiProvider>
        <a href="/help">Help</a>
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Help' }).closest('.im-page')).not.toBeNull();
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toContain(`.im-page a:where(:not([class])){color:${palette.primary};text-decoration:underline`);
  });

  it('rings whatever has the keyboard focus, in the primary colour unless a dark surface asks for white', () => {
    render(
      <UiProvider>
        <p>Screen</p>
      </UiProvider>,
    );
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(rules).toContain(`:where(:focus-visible){outline:2px solid var(--im-focus-ring, ${palette.primary});outline-offset:2px}`);
    expect(onDarkSurface).toEqual({ '--im-focus-ring': palette.onNavy });
  });

  it('speaks en-GB to antd, and to dayjs once the pickers entry is loaded', () => {
    render(
      <UiProvider>
        <LocaleName />
      </UiProvider>,
    );
    expect(screen.getByText('antd locale: en-gb')).toBeInTheDocument();
    expect(dayjs.locale()).toBe('en-gb');
  });
});
