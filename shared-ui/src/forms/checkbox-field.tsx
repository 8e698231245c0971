import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Checkbox } from 'antd';
import { theme } from '../theme/design-token';

export interface CheckboxFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  /** The checkbox's own text (e.g. 'Display Publicly'). */
  label: ReactNode;
  /** A short explanation beside the label. */
  hint?: ReactNode;
}

/** One yes/no choice, bound to a boolean form field. */
export function CheckboxField<F extends FieldValues>({ control, name, label, hint }: CheckboxFieldProps<F>) {
  const { token } = theme.useToken();
  const { field } = useController({ control, name });
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <Checkbox ref={field.ref} name={field.name} checked={field.value === true} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur}>
        {label}
      </Checkbox>
      {hint ? <div style={{ marginTop: token.marginXXS, marginLeft: 24, color: token.colorTextSecondary }}>{hint}</div> : null}
    </div>
  );
}
