import type { ChangeEvent, CSSProperties, ReactNode } from 'react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { useIsMobileLayout } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { Checkbox, Input } from '@insolvency/shared-ui/forms';
import { isSingleCharacterChange } from '../utils/single-character-change';
import { errorId, FormField } from '../../../components/form-field';

/** Id of a wizard field's input (labels, errors and tests find it by this). */
export function fieldId(name: string): string {
  return `register-${name}`;
}

function describedBy(id: string, hasError: boolean): string | undefined {
  return hasError ? errorId(id) : undefined;
}

export interface TextFieldProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  /** Confirm fields: a change of more than one character at a time (paste, drop, autofill) is reverted. */
  blockPaste?: boolean;
  maxLength?: number;
}

/** A text input bound to the wizard's form, with its label and error. */
export function TextField({ name, label, required, hint, type = 'text', autoComplete, blockPaste, maxLength }: TextFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const id = fieldId(name);
  return (
    <Controller
      name={name as Path<FieldValues>}
      control={control}
      render={({ field, fieldState }) => {
        const current = typeof field.value === 'string' ? field.value : '';
        const onChange = (event: ChangeEvent<HTMLInputElement>) => {
          const next = event.target.value;
          if (blockPaste && !isSingleCharacterChange(current, next)) {
            // Controlled input: not calling onChange leaves the previous value on screen.
            return;
          }
          field.onChange(next);
        };
        return (
          <FormField id={id} label={label} hint={hint} required={required} error={fieldState.error?.message || undefined}>
            <Input
              id={id}
              name={field.name}
              ref={field.ref}
              value={current}
              onChange={onChange}
              onBlur={field.onBlur}
              type={type}
              inputMode={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined}
              autoComplete={blockPaste ? 'off' : autoComplete}
              maxLength={maxLength}
              size="large"
              status={fieldState.invalid ? 'error' : undefined}
              aria-required={required || undefined}
              aria-invalid={fieldState.invalid}
              aria-describedby={describedBy(id, Boolean(fieldState.error?.message))}
              onPaste={blockPaste ? (event) => event.preventDefault() : undefined}
              onDrop={blockPaste ? (event) => event.preventDefault() : undefined}
            />
          </FormField>
        );
      }}
    />
  );
}

export interface PasswordFieldProps {
  name: string;
  label: string;
  autoComplete?: string;
}

/** A password input with antd's show/hide toggle. */
export function PasswordField({ name, label, autoComplete = 'new-password' }: PasswordFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const id = fieldId(name);
  return (
    <Controller
      name={name as Path<FieldValues>}
      control={control}
      render={({ field, fieldState }) => (
        <FormField id={id} label={label} required error={fieldState.error?.message || undefined}>
          <Input.Password
            {...field}
            value={typeof field.value === 'string' ? field.value : ''}
            id={id}
            autoComplete={autoComplete}
            size="large"
            status={fieldState.invalid ? 'error' : undefined}
            aria-required
            aria-invalid={fieldState.invalid}
            aria-describedby={describedBy(id, Boolean(fieldState.error?.message))}
          />
        </FormField>
      )}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectOption[];
  required?: boolean;
  placeholder?: string;
  /** The form holds a number (a label id; null when nothing is chosen) rather than the option's text. */
  numeric?: boolean;
  /** Called after the value changed (e.g. to record whether the capacity needs an IP Name). */
  onValueChange?: (value: string) => void;
}

/**
 * A native select styled like antd's inputs: the phone's own picker, type-ahead on the
 * keyboard, and no heavy antd Select chunk on a visitor screen.
 */
export function SelectField({ name, label, options, required, placeholder = 'Please select', numeric, onValueChange }: SelectFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const { token } = theme.useToken();
  const id = fieldId(name);
  return (
    <Controller
      name={name as Path<FieldValues>}
      control={control}
      render={({ field, fieldState }) => {
        const style: CSSProperties = {
          width: '100%',
          height: token.controlHeightLG,
          padding: `0 ${token.paddingSM}px`,
          fontSize: token.fontSizeLG,
          fontFamily: 'inherit',
          color: field.value != null && field.value !== '' ? token.colorText : token.colorTextPlaceholder,
          background: token.colorBgContainer,
          border: `1px solid ${fieldState.invalid ? token.colorError : token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          boxSizing: 'border-box',
        };
        return (
          <FormField id={id} label={label} required={required} error={fieldState.error?.message || undefined}>
            <select
              id={id}
              name={field.name}
              ref={field.ref}
              value={field.value == null ? '' : String(field.value)}
              onChange={(event) => {
                const chosen = event.target.value;
                field.onChange(numeric ? (chosen === '' ? null : Number(chosen)) : chosen);
                onValueChange?.(event.target.value);
              }}
              onBlur={field.onBlur}
              style={style}
              aria-required={required || undefined}
              aria-invalid={fieldState.invalid}
              aria-describedby={describedBy(id, Boolean(fieldState.error?.message))}
            >
              <option value="">{placeholder}</option>
              {options.map((option) => (
                <option key={option.value} value={option.value} style={{ color: token.colorText }}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
        );
      }}
    />
  );
}

/** Columns for a grid of checkboxes: the spec's rows of three, one column on a phone. */
export function useChoiceColumns(desktopColumns = 3): number {
  return useIsMobileLayout() ? 1 : desktopColumns;
}

export interface ChoiceOption {
  id: number;
  label: string;
}

export interface CheckboxListFieldProps {
  name: string;
  /** The group's name (a fieldset legend). */
  legend: string;
  options: readonly ChoiceOption[];
  /** 'Any Location' etc.: selects all, or clears all when all are selected. */
  anyLabel?: string;
  required?: boolean;
  columns?: number;
  children?: ReactNode;
}

/** A list of ids chosen with checkboxes, in a fieldset, with an optional 'Any ...' toggle. */
export function CheckboxListField({ name, legend, options, anyLabel, required, columns }: CheckboxListFieldProps) {
  const { control } = useFormContext<FieldValues>();
  const { token } = theme.useToken();
  const fallbackColumns = useChoiceColumns();
  const id = fieldId(name);
  return (
    <Controller
      name={name as Path<FieldValues>}
      control={control}
      render={({ field, fieldState }) => {
        const selected: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
        const allSelected = options.length > 0 && options.every((option) => selected.includes(option.id));
        const someSelected = selected.length > 0 && !allSelected;
        const toggle = (optionId: number, checked: boolean) => {
          const next = checked ? [...selected.filter((value) => value !== optionId), optionId] : selected.filter((value) => value !== optionId);
          // Keep the labels' order, so the payload does not depend on the click order.
          field.onChange(options.map((option) => option.id).filter((value) => next.includes(value)));
        };
        const error = fieldState.error?.message;
        return (
          <fieldset
            id={id}
            aria-invalid={fieldState.invalid}
            aria-describedby={describedBy(id, Boolean(error))}
            style={{ border: 0, padding: 0, margin: `0 0 ${token.marginLG}px`, minWidth: 0 }}
          >
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
            <div
              style={{
                display: 'grid',
                gridTemplateColumns: `repeat(${columns ?? fallbackColumns}, minmax(0, 1fr))`,
                gap: `${token.marginXS}px ${token.margin}px`,
              }}
            >
              {options.map((option) => (
                <Checkbox
                  key={option.id}
                  checked={selected.includes(option.id)}
                  onChange={(event) => toggle(option.id, event.target.checked)}
                  onBlur={field.onBlur}
                >
                  {option.label}
                </Checkbox>
              ))}
            </div>
            {error ? (
              <div id={errorId(id)} style={{ marginTop: token.marginXS, color: token.colorError }}>
                {error}
              </div>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
