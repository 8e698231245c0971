import type { ReactNode } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { Checkbox } from 'antd';
import type { CategoryLabel } from '@insolvency/shared-contracts';
import { theme } from '../theme/design-token';
import { useIsMobileLayout } from '../window-width';
import type { BoundFieldProps } from './field-props';

export interface CategoryTreeFieldProps<F extends FieldValues> extends Pick<BoundFieldProps<F>, 'control' | 'name'> {
  legend: ReactNode;
  categories: readonly CategoryLabel[];
}

function splitInTwo<T>(items: readonly T[]): [T[], T[]] {
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}

/**
 * Business categories as the buyer chooses them (registration step 4, the category
 * preferences): parent sectors with their children, the parents split in two columns (one on
 * a phone). Choosing a parent chooses all its children (a parent sector covers them); clearing
 * a child clears its parent.
 */
export function CategoryTreeField<F extends FieldValues>({ control, name, legend, categories }: CategoryTreeFieldProps<F>) {
  const { token } = theme.useToken();
  const phone = useIsMobileLayout();
  const { field } = useController({ control, name });
  const columns = phone ? [categories.slice()] : splitInTwo(categories);
  const selected: number[] = Array.isArray(field.value) ? (field.value as number[]) : [];
  const set = (ids: number[]) => field.onChange([...new Set(ids)]);
  const toggleParent = (parent: CategoryLabel, checked: boolean) => {
    const family = [parent.categoryId, ...parent.childCategories.map((child) => child.categoryId)];
    set(checked ? [...selected, ...family] : selected.filter((id) => !family.includes(id)));
  };
  const toggleChild = (parent: CategoryLabel, childId: number, checked: boolean) => {
    if (checked) {
      const next = [...selected, childId];
      const allChildren = parent.childCategories.every((child) => next.includes(child.categoryId));
      set(allChildren ? [...next, parent.categoryId] : next);
    } else {
      set(selected.filter((id) => id !== childId && id !== parent.categoryId));
    }
  };
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: token.fontSizeLG, marginBottom: token.marginXS, padding: 0 }}>{legend}</legend>
      <div data-testid="category-columns" style={{ display: 'grid', gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))`, gap: token.marginLG }}>
        {columns.map((column, columnIndex) => (
          <div key={columnIndex}>
            {column.map((parent) => {
              const childIds = parent.childCategories.map((child) => child.categoryId);
              const parentChecked = selected.includes(parent.categoryId);
              const someChildren = childIds.some((id) => selected.includes(id));
              const groupId = `category-${String(name)}-${parent.categoryId}`;
              return (
                <div key={parent.categoryId} role="group" aria-labelledby={groupId} style={{ marginBottom: token.marginSM }}>
                  <Checkbox checked={parentChecked} indeterminate={!parentChecked && someChildren} onChange={(event) => toggleParent(parent, event.target.checked)}>
                    <strong id={groupId}>{parent.description}</strong>
                  </Checkbox>
                  {parent.childCategories.length > 0 ? (
                    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS, paddingLeft: token.paddingLG, marginTop: token.marginXXS }}>
                      {parent.childCategories.map((child) => (
                        <Checkbox key={child.categoryId} checked={selected.includes(child.categoryId)} onChange={(event) => toggleChild(parent, child.categoryId, event.target.checked)}>
                          {child.description}
                        </Checkbox>
                      ))}
                    </div>
                  ) : null}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
