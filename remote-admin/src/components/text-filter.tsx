import { useEffect, useId, useState } from 'react';
import { nativeControlStyle } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';

export interface TextFilterProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter applies the filters. */
  onEnter: () => void;
  width?: number;
  inputMode?: 'numeric' | 'search';
  maxLength?: number;
}

/**
 * A labelled text box of a table's filters, applied on Enter (or the screen's Filter button). A
 * native input drawn as antd's (as the NativeSelects beside it): antd's Input made ~37 KB of CSS
 * on the main thread in the first render of every admin list, and its code came with the list.
 */
export function TextFilter({ label, value, onChange, onEnter, width = 140, inputMode, maxLength }: TextFilterProps) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, width, maxWidth: '100%' }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode={inputMode}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.nativeEvent.isComposing) onEnter();
        }}
        style={{ ...nativeControlStyle(token), width: '100%', minWidth: 0, boxSizing: 'border-box', padding: `0 ${token.paddingSM - token.lineWidth}px` }}
      />
    </div>
  );
}

/** The text typed into a filter box, put back to the applied value when the address changes it (Back, a link). */
export function useFilterText(applied: string): [string, (value: string) => void] {
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  return [text, setText];
}
