import type { FieldValues } from 'react-hook-form';
import { Select } from 'antd';
import { FormField } from './form-field';
import { useBoundField, type BoundFieldProps } from './field-props';

export interface SearchSelectOption {
  value: string;
  label: string;
}

export interface SearchSelectFieldProps<F extends FieldValues> extends BoundFieldProps<F> {
  options: readonly SearchSelectOption[];
  placeholder?: string;
  disabled?: boolean;
}

/**
 * One choice from a long list (countries), found by typing part of its label: antd's Select with
 * search, bound to a form field holding the option's value ('' when nothing is chosen). The
 * keyboard opens it (typing, the arrow keys), moves through the options and picks with Enter.
 */
export function SearchSelectField<F extends FieldValues>({ control, name, label, hint, required, help, id, options, placeholder, disabled }: SearchSelectFieldProps<F>) {
  const { field, fieldState, error, inputId, aria } = useBoundField({ control, name, id, required, help });
  const value = typeof field.value === 'string' && field.value !== '' ? field.value : undefined;
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      <Select
        id={inputId}
        ref={field.ref}
        value={value}
        onChange={(chosen: string | undefined) => field.onChange(chosen ?? '')}
        onBlur={field.onBlur}
        options={options.map((option) => ({ ...option }))}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={placeholder}
        disabled={disabled}
        size="large"
        style={{ width: '100%' }}
        status={fieldState.invalid ? 'error' : undefined}
        {...aria}
      />
    </FormField>
  );
}
