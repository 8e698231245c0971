import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Input } from '@insolvency/shared-ui/forms';
import { FormField } from '../../../components/form-field';

export interface TextInputSpec<F extends FieldValues> {
  name: Path<F>;
  label: string;
  autoComplete: string;
  type?: 'text' | 'tel' | 'email';
}

/** One text input of an account form, with its label and message (`<idPrefix>-<name>` as id). */
export function TextInputField<F extends FieldValues>({ control, spec, idPrefix }: { control: Control<F>; spec: TextInputSpec<F>; idPrefix: string }) {
  const id = `${idPrefix}-${spec.name.toLowerCase()}`;
  return (
    <Controller
      name={spec.name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField id={id} label={spec.label} error={fieldState.error?.message}>
          <Input
            {...field}
            value={field.value ?? ''}
            id={id}
            type={spec.type ?? 'text'}
            autoComplete={spec.autoComplete}
            size="large"
            status={fieldState.error ? 'error' : undefined}
            aria-invalid={fieldState.invalid}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
          />
        </FormField>
      )}
    />
  );
}
