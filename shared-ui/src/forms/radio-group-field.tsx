import type { FieldValues } from 'react-hook-form';
import { Radio } from 'antd';
import { theme } from '../theme/design-token';
import { fieldErrorId, fieldHelpId, fieldLabelId } from './form-field';
import { useBoundField, type BoundFieldProps } from './field-props';

export interface RadioOption<V extends string | number | boolean> {
  value: V;
  label: string;
}

export interface RadioGroupFieldProps<F extends FieldValues, V extends string | number | boolean> extends BoundFieldProps<F> {
  options: readonly RadioOption<V>[];
  /** Options side by side (a short yes/no) rather than one per line. */
  inline?: boolean;
}

/**
 * One answer out of a few, all visible (a yes/no declaration, a frequency): a fieldset whose
 * legend is the question, so a screen reader reads the question with each option; arrow keys
 * move between the options.
 */
export function RadioGroupField<F extends FieldValues, V extends string | number | boolean>({
  control,
  name,
  label,
  hint,
  required,
  help,
  id,
  options,
  inline,
}: RadioGroupFieldProps<F, V>) {
  const { token } = theme.useToken();
  const { field, error, inputId, aria } = useBoundField({ control, name, id, required, help });
  return (
    <fieldset id={inputId} style={{ border: 0, padding: 0, margin: `0 0 ${token.marginMD}px`, minWidth: 0 }} aria-describedby={aria['aria-describedby']}>
      <legend id={fieldLabelId(inputId)} style={{ fontWeight: 500, marginBottom: token.marginXXS, padding: 0 }}>
        {label}
        {required ? (
          <span aria-hidden style={{ color: token.colorError, marginLeft: 2 }}>
            *
          </span>
        ) : null}
        {hint ? <span style={{ color: token.colorTextSecondary, fontWeight: 400, marginLeft: token.marginXXS }}>{hint}</span> : null}
      </legend>
      <Radio.Group
        ref={field.ref}
        name={field.name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value as V)}
        style={{ display: 'flex', flexDirection: inline ? 'row' : 'column', flexWrap: 'wrap', gap: token.marginXS }}
        aria-labelledby={fieldLabelId(inputId)}
        aria-required={aria['aria-required']}
        aria-invalid={aria['aria-invalid']}
      >
        {options.map((option) => (
          <Radio key={String(option.value)} value={option.value} onBlur={field.onBlur} style={{ minHeight: token.controlHeight, alignItems: 'center' }}>
            {option.label}
          </Radio>
        ))}
      </Radio.Group>
      {help ? (
        <div id={fieldHelpId(inputId)} style={{ marginTop: token.marginXXS, color: token.colorTextSecondary }}>
          {help}
        </div>
      ) : null}
      {error ? (
        <div id={fieldErrorId(inputId)} style={{ marginTop: token.marginXXS, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
