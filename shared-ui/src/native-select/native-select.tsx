import { useId } from 'react';
import { theme } from '../theme';
import { nativeControlStyle } from './native-control-style';

export interface NativeSelectOption {
  value: string;
  label: string;
}

export interface NativeSelectGroup {
  label: string;
  options: readonly NativeSelectOption[];
}

export interface NativeSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (NativeSelectOption | NativeSelectGroup)[];
  disabled?: boolean;
  /** The field's name in a form (sent by a GET form before the app runs). */
  name?: string;
}

/**
 * A labelled `<select>` in the theme (antd's field height, border, radius and colours) for
 * the visitor's screens, where antd's Select (a virtual list and a popup, tens of KiB) would
 * break the home page's budget. The browser's own arrow and list: the keyboard, screen
 * readers and a phone's picker work as everywhere, and it matches the other native selects
 * of the public screens. Groups become `<optgroup>`s.
 */
export function NativeSelect({ label, value, onChange, options, disabled, name }: NativeSelectProps) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontWeight: 600, color: token.colorText }}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        style={{
          ...nativeControlStyle(token, { disabled }),
          width: '100%',
          minWidth: 0,
          padding: `0 ${token.paddingXS}px`,
          cursor: disabled ? 'not-allowed' : 'pointer',
        }}
      >
        {options.map((option) =>
          'options' in option ? (
            <optgroup key={option.label} label={option.label}>
              {option.options.map((child) => (
                <option key={child.value} value={child.value}>
                  {child.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ),
        )}
      </select>
    </div>
  );
}
