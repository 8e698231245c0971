import { useId } from 'react';
import { theme } from '../theme';

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
}

// A chevron in the theme's secondary text colour (#4a5868), drawn where the browser's arrow was.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 12 12'%3E%3Cpath d='M2 4l4 4 4-4' fill='none' stroke='%234a5868' stroke-width='1.6' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E\")";

/**
 * A labelled `<select>` in the theme (antd's field height, border, radius and colours) for
 * the visitor's screens, where antd's Select (a virtual list and a popup, tens of KiB) would
 * break the home page's budget. The browser's own list opens it: the keyboard, screen
 * readers and a phone's picker work as everywhere. Groups become `<optgroup>`s.
 */
export function NativeSelect({ label, value, onChange, options, disabled }: NativeSelectProps) {
  const { token } = theme.useToken();
  const id = useId();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, minWidth: 0 }}>
      <label htmlFor={id} style={{ fontWeight: 600, color: token.colorText }}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        style={{
          appearance: 'none',
          width: '100%',
          minWidth: 0,
          height: token.controlHeight,
          padding: `0 ${token.paddingXL}px 0 ${token.paddingSM}px`,
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadius,
          background: `${disabled ? token.colorBgContainerDisabled : token.colorBgContainer} ${CHEVRON} no-repeat right ${token.paddingSM}px center`,
          color: disabled ? token.colorTextDisabled : token.colorText,
          font: 'inherit',
          textOverflow: 'ellipsis',
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
