import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { CategoryLabel } from '@insolvency/shared-contracts';
import { useIsMobileLayout } from '@insolvency/shared-ui';
import { theme } from '@insolvency/shared-ui/base';
import { fieldErrorId, SelectField } from '@insolvency/shared-ui/forms';
import { Checkbox } from '@insolvency/shared-ui/choices';

/** Every category as one choice: a parent sector, or a sector's category under it ('Sector › Category'). */
export function categoryOptions(categories: readonly CategoryLabel[]) {
  return categories.flatMap((parent) => [
    { value: parent.categoryId, label: parent.description },
    ...parent.childCategories.map((child) => ({ value: child.categoryId, label: `${parent.description} › ${child.description}` })),
  ]);
}

export interface PrimaryCategoryFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  categories: readonly CategoryLabel[];
  /** Called with the chosen id, so the additional categories can drop it. */
  onChosen?: (categoryId: number | null) => void;
}

/** The primary category: one sector or category. */
export function PrimaryCategoryField<F extends FieldValues>({ control, name, categories, onChosen }: PrimaryCategoryFieldProps<F>) {
  return (
    <SelectField
      control={control}
      name={name}
      label="Primary Category"
      required
      numeric
      placeholder="Choose the primary category"
      options={categoryOptions(categories)}
      onValueChange={(value) => onChosen?.(value === '' ? null : Number(value))}
    />
  );
}

function splitInTwo<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

export interface AdditionalCategoriesFieldProps<F extends FieldValues> {
  control: Control<F>;
  name: Path<F>;
  categories: readonly CategoryLabel[];
  /** The primary category: not offered here. None chosen yet: the list is disabled. */
  primaryCategory: number | null | undefined;
}

/**
 * Additional categories (spec §5): enabled only once a primary category is chosen, which is
 * left out. Parent sectors with their categories, the sectors in two columns (one on a phone).
 */
export function AdditionalCategoriesField<F extends FieldValues>({ control, name, categories, primaryCategory }: AdditionalCategoriesFieldProps<F>) {
  const { token } = theme.useToken();
  const phone = useIsMobileLayout();
  const { field, fieldState } = useController({ control, name });
  const selected: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  const disabled = primaryCategory == null;
  const offered = (id: number) => id !== primaryCategory;
  const toggle = (id: number, checked: boolean) => field.onChange(checked ? [...new Set([...selected, id])] : selected.filter((value) => value !== id));
  const columns = phone ? [categories.slice()] : splitInTwo(categories);
  const legendId = `${field.name}-legend`;
  const error = fieldState.error?.message;
  return (
    <fieldset aria-labelledby={legendId} disabled={disabled} style={{ border: 0, padding: 0, margin: `0 0 ${token.marginLG}px`, minWidth: 0 }}>
      <legend id={legendId} style={{ fontWeight: 600, fontSize: token.fontSizeLG, marginBottom: token.marginXXS, padding: 0 }}>
        Additional Categories
      </legend>
      <p style={{ marginTop: 0, color: token.colorTextSecondary }}>
        {disabled ? 'Choose the primary category first.' : 'Optional: other sectors this post belongs to.'}
      </p>
      <div data-testid="category-columns" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`, gap: token.marginLG }}>
        {columns.map((column, index) => (
          <div key={index}>
            {column.map((parent) => (
              <div key={parent.categoryId} style={{ marginBottom: token.marginSM }}>
                {offered(parent.categoryId) ? (
                  <Checkbox checked={selected.includes(parent.categoryId)} disabled={disabled} onChange={(event) => toggle(parent.categoryId, event.target.checked)}>
                    <strong>{parent.description}</strong>
                  </Checkbox>
                ) : (
                  <strong style={{ display: 'block', color: token.colorTextSecondary }}>{parent.description} (primary)</strong>
                )}
                <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, paddingLeft: token.paddingLG, marginTop: token.marginXXS }}>
                  {parent.childCategories.filter((child) => offered(child.categoryId)).map((child) => (
                    <Checkbox key={child.categoryId} checked={selected.includes(child.categoryId)} disabled={disabled} onChange={(event) => toggle(child.categoryId, event.target.checked)}>
                      {child.description}
                    </Checkbox>
                  ))}
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
      {error ? (
        <div id={fieldErrorId(field.name)} style={{ marginTop: token.marginXS, color: token.colorError }}>
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
