import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from 'antd';
import { theme } from '../theme/design-token';
import { fieldErrorId } from './form-field';
import { useFieldIds } from './field-props';

export interface CheckboxFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  /** The checkbox's own text (e.g. 'Display Publicly'). */
  label: ReactNode;
  /** A short explanation beside the label. */
  hint?: ReactNode;
}

/** One yes/no choice, bound to a boolean form field; a rule's message (e.g. a confirmation required) shows under it. */
export function CheckboxField<F extends FieldValues>({ control, name, label, hint }: CheckboxFieldProps<F>) {
  const { token } = theme.useToken();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message || undefined;
  const { inputId, aria } = useFieldIds(undefined, { error, invalid: fieldState.invalid });
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <Checkbox ref={field.ref} id={inputId} {...aria} name={field.name} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur}>
        {label}
      </Checkbox>
      {hint ? <div style={{ marginTop: token.marginXXS, marginLeft: 24, color: token.colorTextSecondary }}>{hint}</div> : null}
      {error ? (
        <div id={fieldErrorId(inputId)} role="alert" style={{ marginTop: token.marginXXS, marginLeft: 24, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
