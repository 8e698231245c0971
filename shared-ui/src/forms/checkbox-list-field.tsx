import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Checkbox } from 'antd';
import { theme } from '../theme/design-token';
import { useIsMobileLayout } from '../window-width';
import { fieldErrorId } from './form-field';
import { useFieldIds, type BoundFieldProps } from './field-props';

export interface ChoiceOption {
  id: number;
  label: ReactNode;
}

export interface CheckboxListFieldProps<F extends FieldValues> extends Omit<BoundFieldProps<F>, 'label' | 'hint'> {
  /** The group's name (a fieldset legend). */
  legend: ReactNode;
  options: readonly ChoiceOption[];
  /** 'Any Location' etc.: selects all, or clears all when all are selected. */
  anyLabel?: string;
  /** Columns on a wide screen (the spec's rows of three); one on a phone. */
  columns?: number;
}

/** Columns for a grid of choices: the spec's rows of three, one column on a phone. */
export function useChoiceColumns(desktopColumns = 3): number {
  return useIsMobileLayout() ? 1 : desktopColumns;
}

/** A list of ids chosen with checkboxes, in a fieldset, with an optional 'Any ...' toggle. The ids keep the options' order. */
export function CheckboxListField<F extends FieldValues>({ control, name, legend, options, anyLabel, required, columns, id }: CheckboxListFieldProps<F>) {
  const { token } = theme.useToken();
  const { field, fieldState } = useController({ control, name });
  const fallbackColumns = useChoiceColumns();
  const error = fieldState.error?.message || undefined;
  const { inputId, aria } = useFieldIds(id, { error, invalid: fieldState.invalid });
  const selected: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  const allSelected = options.length > 0 && options.every((option) => selected.includes(option.id));
  const someSelected = selected.length > 0 && !allSelected;
  const toggle = (optionId: number, checked: boolean) => {
    const next = checked ? [...selected, optionId] : selected.filter((value) => value !== optionId);
    // Keep the labels' order, so the payload does not depend on the click order.
    field.onChange(options.map((option) => option.id).filter((value) => next.includes(value)));
  };
  return (
    <fieldset id={inputId} {...aria} style={{ border: 0, padding: 0, margin: `0 0 ${token.marginLG}px`, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: token.fontSizeLG, marginBottom: token.marginXS, padding: 0 }}>
        {legend}
        {required ? (
          <span aria-hidden style={{ color: token.colorError, marginLeft: 2 }}>
            *
          </span>
        ) : null}
      </legend>
      {anyLabel ? (
        <div style={{ marginBottom: token.marginXS }}>
          <Checkbox
            checked={allSelected}
            indeterminate={someSelected}
            onChange={(event) => field.onChange(event.target.checked ? options.map((option) => option.id) : [])}
          >
            <strong>{anyLabel}</strong>
          </Checkbox>
        </div>
      ) : null}
      <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns ?? fallbackColumns}, minmax(0, 1fr))`, gap: `${token.marginXS}px ${token.margin}px` }}>
        {options.map((option) => (
          <Checkbox key={option.id} checked={selected.includes(option.id)} onChange={(event) => toggle(option.id, event.target.checked)} onBlur={field.onBlur}>
            {option.label}
          </Checkbox>
        ))}
      </div>
      {error ? (
        <div id={fieldErrorId(inputId)} style={{ marginTop: token.marginXS, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
