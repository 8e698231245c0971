import { render, screen } from '@testing-library/react';
import { PAGE_COLUMN_PADDING } from './page-column';
import { ScreenArea } from './page-column-elements';

it("gives the screen's place the desktop's sides and, below the app's mobile width, the phone's, by rules the server's page carries too", () => {
  render(
    <ScreenArea id="main-content">
      <h1>Frequently asked questions</h1>
    </ScreenArea>,
  );
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading'));
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  const { desktop, mobile } = PAGE_COLUMN_PADDING;
  expect(rules).toContain(`.im-screen-area{width:100%;max-width:1200px;margin:0 auto;box-sizing:border-box;flex:1;outline:none;padding:${desktop.block}px ${desktop.inline}px}`);
  expect(rules).toContain(`@media (max-width:959.98px){.im-screen-area{padding:${mobile.block}px ${mobile.inline}px}}`);
});
