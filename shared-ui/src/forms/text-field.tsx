import type { ChangeEvent } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
// antd's Input and TextArea by their own paths: `Input` from 'antd' is the compound (Search,
// OTP, Password, Group too), which every form screen would then download.
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { theme } from '../theme/design-token';
import { FormField } from './form-field';
import { useFieldIds, type BoundFieldProps } from './field-props';
import { isSingleCharacterChange } from './single-character-change';

export interface TextFieldProps<F extends FieldValues> extends BoundFieldProps<F> {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  /** Confirm fields (spec §5): a change of more than one character at once (paste, drop, autofill) is reverted. */
  blockPaste?: boolean;
  /** Several lines (a message); `rows` tall. */
  rows?: number;
  /** Shows the number of characters typed against `maxLength`. */
  showCount?: boolean;
  /** A text area's counter against this many characters, without stopping the typing (the form's rule says what is too long). */
  softMaxLength?: number;
}

/** A text input (or text area with `rows`) bound to a form field, with its label and message. */
export function TextField<F extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  help,
  id,
  type = 'text',
  autoComplete,
  maxLength,
  readOnly,
  blockPaste,
  rows,
  showCount,
  softMaxLength,
}: TextFieldProps<F>) {
  const { token } = theme.useToken();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message || undefined;
  const { inputId, aria } = useFieldIds(id, { error, invalid: fieldState.invalid, required, hasHelp: Boolean(help) });
  const current = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    // Controlled input: not calling onChange leaves the previous value on screen.
    if (blockPaste && !isSingleCharacterChange(current, next)) return;
    field.onChange(next);
  };
  const common = {
    id: inputId,
    name: field.name,
    value: current,
    onChange,
    onBlur: field.onBlur,
    maxLength,
    readOnly,
    status: fieldState.invalid ? ('error' as const) : undefined,
    ...aria,
  };
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      {rows ? (
        <TextArea
          {...common}
          ref={field.ref}
          rows={rows}
          showCount={showCount}
          count={softMaxLength ? { show: true, max: softMaxLength } : undefined}
          // antd hangs the counter one line below the text area; keep that line free, or the help text runs under it.
          styles={showCount || softMaxLength ? { root: { marginBottom: token.fontSize * token.lineHeight } } : undefined}
        />
      ) : (
        <Input
          {...common}
          ref={field.ref}
          type={type}
          inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
          autoComplete={blockPaste ? 'off' : autoComplete}
          size="large"
          variant={readOnly ? 'filled' : undefined}
          onPaste={blockPaste ? (event) => event.preventDefault() : undefined}
          onDrop={blockPaste ? (event) => event.preventDefault() : undefined}
        />
      )}
    </FormField>
  );
}
