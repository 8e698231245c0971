import { render, screen } from '@testing-library/react';
import { screenAreaStyle } from './page-column';
import { ScreenAreaByWidth } from './screen-area-by-width';

it("gives the screen's place the desktop's sides and, below the app's mobile width, the phone's (as screenAreaStyle does for each)", () => {
  render(
    <ScreenAreaByWidth>
      <h1>Frequently asked questions</h1>
    </ScreenAreaByWidth>,
  );
  expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading'));
  const rules = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
  const desktop = screenAreaStyle(false);
  const phone = screenAreaStyle(true);
  expect(rules).toContain(`.im-screen-area-by-width{width:100%;max-width:${desktop.maxWidth}px;margin:0 auto;box-sizing:border-box;flex:1;padding:${desktop.paddingBlock}px ${desktop.paddingInline}px}`);
  expect(rules).toContain(`@media (max-width:959.98px){.im-screen-area-by-width{padding:${phone.paddingBlock}px ${phone.paddingInline}px}}`);
});
