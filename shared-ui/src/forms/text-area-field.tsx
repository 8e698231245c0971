import type { FieldValues } from 'react-hook-form';
// By its own path: `Input` from 'antd' is the compound (see text-field.tsx).
import TextArea from 'antd/es/input/TextArea';
import { theme } from '../theme/design-token';
import { FormField } from './form-field';
import { useTextBinding, type TextBindingProps } from './text-field';

export interface TextAreaFieldProps<F extends FieldValues> extends TextBindingProps<F> {
  /** Height in lines. */
  rows: number;
  /** Shows the number of characters typed against `maxLength`. */
  showCount?: boolean;
  /** A counter against this many characters, without stopping the typing (the form's rule says what is too long). */
  softMaxLength?: number;
}

/**
 * A text area (a message, keywords) bound to a form field, with its label and message. Apart
 * from `TextField` (entry `@insolvency/shared-ui/text-area`): antd's TextArea is 5 KiB brotli
 * that a form of one-line fields (login) does not download.
 */
export function TextAreaField<F extends FieldValues>(props: TextAreaFieldProps<F>) {
  const { label, hint, required, help, rows, showCount, softMaxLength } = props;
  const { token } = theme.useToken();
  const { inputId, error, inputProps, ref } = useTextBinding(props);
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      <TextArea
        {...inputProps}
        ref={ref}
        rows={rows}
        showCount={showCount}
        count={softMaxLength ? { show: true, max: softMaxLength } : undefined}
        // antd hangs the counter one line below the text area; keep that line free, or the help text runs under it.
        styles={showCount || softMaxLength ? { root: { marginBottom: token.fontSize * token.lineHeight } } : undefined}
      />
    </FormField>
  );
}
