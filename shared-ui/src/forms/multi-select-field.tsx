import type { FieldValues } from 'react-hook-form';
import { Select } from 'antd';
import { FormField } from './form-field';
import { useBoundField, type BoundFieldProps } from './field-props';

export interface MultiSelectOption {
  value: number;
  label: string;
  disabled?: boolean;
}

export interface MultiSelectFieldProps<F extends FieldValues> extends BoundFieldProps<F> {
  options: readonly MultiSelectOption[];
  placeholder?: string;
  disabled?: boolean;
  /** At most this many choices. */
  maxCount?: number;
}

/** Several ids from a long list (searchable, shown as tags), bound to a form field holding `number[]`. */
export function MultiSelectField<F extends FieldValues>({ control, name, label, hint, required, help, id, options, placeholder, disabled, maxCount }: MultiSelectFieldProps<F>) {
  const { field, fieldState, error, inputId, aria } = useBoundField({ control, name, id, required, help });
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      <Select
        id={inputId}
        mode="multiple"
        ref={field.ref}
        value={Array.isArray(field.value) ? (field.value as number[]) : []}
        onChange={(value: number[]) => field.onChange(value)}
        onBlur={field.onBlur}
        options={options.map((option) => ({ ...option }))}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={placeholder}
        disabled={disabled}
        maxCount={maxCount}
        size="large"
        style={{ width: '100%' }}
        status={fieldState.invalid ? 'error' : undefined}
        {...aria}
      />
    </FormField>
  );
}
