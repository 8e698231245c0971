import { useEffect, useId, useState } from 'react';
import { theme } from '@insolvency/shared-ui/base';
import { Input } from '@insolvency/shared-ui/input';

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

/** A labelled text box of a table's filters, applied on Enter (or the screen's Filter button). */
export function TextFilter({ label, value, onChange, onEnter, width = 140, inputMode, maxLength }: TextFilterProps) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, width, maxWidth: '100%' }}>
      <label htmlFor={id} style={{ fontWeight: 600 }}>
        {label}
      </label>
      <Input id={id} inputMode={inputMode} maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} onPressEnter={onEnter} />
    </div>
  );
}

/** The text typed into a filter box, put back to the applied value when the address changes it (Back, a link). */
export function useFilterText(applied: string): [string, (value: string) => void] {
  const [text, setText] = useState(applied);
  useEffect(() => setText(applied), [applied]);
  return [text, setText];
}
