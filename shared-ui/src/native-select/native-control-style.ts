import type { CSSProperties } from 'react';
import type { theme } from '../theme/design-token';

type Token = ReturnType<typeof theme.useToken>['token'];

/**
 * A native `<select>` or `<input>` drawn as antd's fields are (height, border, radius, colours,
 * the page's font), from the theme's tokens: for the places where antd's own field would bring
 * its code and make its CSS on the main thread for a plain choice or a line of text.
 */
export function nativeControlStyle(token: Token, { disabled = false }: { disabled?: boolean } = {}): CSSProperties {
  return {
    height: token.controlHeight,
    border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
    borderRadius: token.borderRadius,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: disabled ? token.colorTextDisabled : token.colorText,
    font: 'inherit',
  };
}
