import type { CSSProperties } from 'react';
import type { FieldValues } from 'react-hook-form';
import { theme } from '../theme/design-token';
import { FormField } from './form-field';
import { useBoundField, type BoundFieldProps } from './field-props';

export interface SelectOption {
  value: string | number;
  label: string;
}

export interface SelectFieldProps<F extends FieldValues> extends BoundFieldProps<F> {
  options: readonly SelectOption[];
  placeholder?: string;
  /** The form holds a number (a label id; null when nothing is chosen) rather than the option's text. */
  numeric?: boolean;
  /** Called after the value changed (e.g. to record whether the capacity needs an IP Name). */
  onValueChange?: (value: string) => void;
  /** Narrower than the form's column (a title, a short code). */
  maxWidth?: number;
}

/**
 * One choice from a list: a native select drawn with the theme's input tokens. It opens the
 * phone's own picker, takes type-ahead from the keyboard and is read well by every assistive
 * technology, and costs no antd Select on a visitor's screen.
 */
export function SelectField<F extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  help,
  id,
  options,
  placeholder = 'Please select',
  numeric,
  onValueChange,
  maxWidth,
}: SelectFieldProps<F>) {
  const { token } = theme.useToken();
  const { field, fieldState, error, inputId, aria } = useBoundField({ control, name, id, required, help });
  const chosen = field.value != null && field.value !== '';
  const style: CSSProperties = {
    width: '100%',
    maxWidth,
    height: token.controlHeightLG,
    padding: `0 ${token.paddingSM}px`,
    // The same text as antd's large inputs beside it (font, size, colours, border, radius).
    font: 'inherit',
    fontSize: token.fontSizeLG,
    lineHeight: token.lineHeightLG,
    color: chosen ? token.colorText : token.colorTextPlaceholder,
    background: token.colorBgContainer,
    border: `${token.lineWidth}px solid ${fieldState.invalid ? token.colorError : token.colorBorder}`,
    borderRadius: token.borderRadiusLG,
    boxSizing: 'border-box',
    cursor: 'pointer',
  };
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      <select
        id={inputId}
        name={field.name}
        ref={field.ref}
        value={field.value == null ? '' : String(field.value)}
        onChange={(event) => {
          const value = event.target.value;
          field.onChange(numeric ? (value === '' ? null : Number(value)) : value);
          onValueChange?.(value);
        }}
        onBlur={field.onBlur}
        style={style}
        {...aria}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)} style={{ color: token.colorText }}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
