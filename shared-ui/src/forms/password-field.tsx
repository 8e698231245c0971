import type { FieldValues } from 'react-hook-form';
// By its own path: `Input` from 'antd' brings Search, OTP and Group as well (see text-field.tsx).
import Password from 'antd/es/input/Password';
import { FormField } from './form-field';
import { useBoundField, type BoundFieldProps } from './field-props';

export interface PasswordFieldProps<F extends FieldValues> extends BoundFieldProps<F> {
  /** `current-password` to log in, `new-password` to choose one. */
  autoComplete?: 'current-password' | 'new-password';
  /** Shown as text: given with `onVisibleChange`, several password fields show and hide together. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/** A password input with a show/hide toggle, bound to a form field. */
export function PasswordField<F extends FieldValues>({ control, name, label, hint, required, help, id, autoComplete = 'new-password', visible, onVisibleChange }: PasswordFieldProps<F>) {
  const { field, fieldState, error, inputId, aria } = useBoundField({ control, name, id, required, help });
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      <Password
        id={inputId}
        name={field.name}
        ref={field.ref}
        value={typeof field.value === 'string' ? field.value : ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        autoComplete={autoComplete}
        visibilityToggle={visible === undefined ? true : { visible, onVisibleChange }}
        size="large"
        status={fieldState.invalid ? 'error' : undefined}
        {...aria}
      />
    </FormField>
  );
}
