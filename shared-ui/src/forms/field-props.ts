import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { fieldErrorId, fieldHelpId } from './form-field';

/** What every field of the kit takes: the form's `control` and one of its field names (typed by the form's values). */
export interface BoundFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
  required?: boolean;
  /** A longer explanation under the input. */
  help?: ReactNode;
  /** id of the input; a unique one is made when not given. */
  id?: string;
}

/** The input's id and the ARIA attributes that tie it to its label and its message. */
export function useFieldIds(id: string | undefined, { error, invalid, required, hasHelp }: { error?: string; invalid: boolean; required?: boolean; hasHelp?: boolean }) {
  const generated = useId();
  const inputId = id ?? `field${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return {
    inputId,
    aria: {
      'aria-required': required || undefined,
      // Invalid also without a message (a refused e-mail whose reason is shown above the form).
      'aria-invalid': invalid || undefined,
      'aria-describedby': [error ? fieldErrorId(inputId) : null, hasHelp ? fieldHelpId(inputId) : null].filter(Boolean).join(' ') || undefined,
    },
  } as const;
}

/**
 * A field of the kit bound to its form: the controller, the message to show (the rule's text,
 * none while valid) and the input's id and ARIA attributes.
 */
export function useBoundField<F extends FieldValues>({ control, name, id, required, help }: Pick<BoundFieldProps<F>, 'control' | 'name' | 'id' | 'required' | 'help'>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message || undefined;
  const { inputId, aria } = useFieldIds(id, { error, invalid: fieldState.invalid, required, hasHelp: Boolean(help) });
  return { field, fieldState, error, inputId, aria } as const;
}
