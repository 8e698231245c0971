import type { ChangeEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
// antd's plain Input by its own path: `Input` from 'antd' is the compound (Search, OTP,
// Password, Group, TextArea), which every form screen would then download.
import Input from 'antd/es/input/Input';
import { FormField } from './form-field';
import { useBoundField, type BoundFieldProps } from './field-props';
import { isSingleCharacterChange } from './single-character-change';

/** What a text input and a text area both take. */
export interface TextBindingProps<F extends FieldValues> extends BoundFieldProps<F> {
  maxLength?: number;
  readOnly?: boolean;
  /** Confirm fields (spec §5): a change of more than one character at once (paste, drop, autofill) is reverted. */
  blockPaste?: boolean;
}

export interface TextFieldProps<F extends FieldValues> extends TextBindingProps<F> {
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
}

/**
 * Binds a text input or text area to its form field: its id, value, change handler (which
 * refuses a paste when `blockPaste`), status and aria attributes, and the field's message.
 */
export function useTextBinding<F extends FieldValues>({ control, name, required, help, id, maxLength, readOnly, blockPaste }: TextBindingProps<F>) {
  const { field, fieldState, error, inputId, aria } = useBoundField({ control, name, id, required, help });
  const current = typeof field.value === 'string' ? field.value : field.value == null ? '' : String(field.value);
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = event.target.value;
    // Controlled input: not calling onChange leaves the previous value on screen.
    if (blockPaste && !isSingleCharacterChange(current, next)) return;
    field.onChange(next);
  };
  const inputProps = {
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
  return { inputId, error, inputProps, ref: field.ref };
}

/** A one-line text input bound to a form field, with its label and message (several lines: `TextAreaField`). */
export function TextField<F extends FieldValues>(props: TextFieldProps<F>) {
  const { label, hint, required, help, type = 'text', autoComplete, readOnly, blockPaste } = props;
  const { inputId, error, inputProps, ref } = useTextBinding(props);
  return (
    <FormField id={inputId} label={label} hint={hint} required={required} help={help} error={error}>
      <Input
        {...inputProps}
        ref={ref}
        type={type}
        inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
        autoComplete={blockPaste ? 'off' : autoComplete}
        size="large"
        variant={readOnly ? 'filled' : undefined}
        onPaste={blockPaste ? (event) => event.preventDefault() : undefined}
        onDrop={blockPaste ? (event) => event.preventDefault() : undefined}
      />
    </FormField>
  );
}
