import type { MouseEventHandler, ReactNode } from 'react';
import { theme } from '../theme';

type Token = ReturnType<typeof theme.useToken>['token'];

export interface NativeButtonProps {
  children: ReactNode;
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
  /** `default`: outlined, as antd's default Button; `link`: text in the link colour, underlined as links in text are. */
  variant?: 'default' | 'link';
}

const CLASS = 'im-native-button';

/** Its look, hover and press in the theme; one rule set, whatever the variant (React hoists it once). */
function nativeButtonRules(token: Token): string {
  const base = `.${CLASS}`;
  return [
    `${base}{font:inherit;cursor:pointer;transition:color .2s,border-color .2s,background .2s}`,
    `${base}:disabled{cursor:not-allowed}`,
    `${base}-default{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;height:${token.controlHeight}px;` +
      `padding:0 ${token.padding - token.lineWidth}px;border:${token.lineWidth}px solid ${token.colorBorder};border-radius:${token.borderRadius}px;` +
      `background:${token.colorBgContainer};color:${token.colorText};box-shadow:0 2px 0 rgba(0,0,0,0.02)}`,
    `${base}-default:hover:not(:disabled){color:${token.colorPrimaryHover};border-color:${token.colorPrimaryHover}}`,
    `${base}-default:active:not(:disabled){color:${token.colorPrimaryActive};border-color:${token.colorPrimaryActive}}`,
    `${base}-default:disabled{background:${token.colorBgContainerDisabled};color:${token.colorTextDisabled};box-shadow:none}`,
    `${base}-link{padding:0;border:0;background:none;color:${token.colorLink};text-decoration:underline;text-underline-offset:2px}`,
    `${base}-link:hover:not(:disabled){color:${token.colorLinkHover}}`,
    `${base}-link:disabled{color:${token.colorTextDisabled}}`,
  ].join('');
}

/**
 * A native `<button type="button">` drawn as antd's default or link Button, from the theme's
 * tokens, for the visitor's screens the server renders: an antd Button there brings antd's
 * Button CSS and the theme's CSS variables into the page (~6 KB brotli) before its first paint.
 * Its focus ring is the page's (UiProvider).
 */
export function NativeButton({ children, onClick, disabled, variant = 'default' }: NativeButtonProps) {
  const { token } = theme.useToken();
  return (
    <button type="button" className={`${CLASS} ${CLASS}-${variant}`} disabled={disabled} onClick={onClick}>
      <style href={CLASS} precedence={CLASS}>
        {nativeButtonRules(token)}
      </style>
      {children}
    </button>
  );
}
